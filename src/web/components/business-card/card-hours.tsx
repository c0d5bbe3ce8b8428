// The card's business hours: an Open Now / Closed / Hours badge that expands into the week, with today
// highlighted, all in the business's own time zone.
import { ChevronDown, Clock } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { OpenBadge, WeekHours } from '@web/components/week-hours';
import { cn } from '@web/lib/utils';
import { summarizeHours } from '@web/lib/hours-summary';
import { useNow } from '@web/lib/page-clock';

export function CardHours({ hours, state, timeZone }: { hours: string | null; state: string | null; timeZone: string | null }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const summary = summarizeHours(hours, state, useNow(), timeZone);
  const todayLine = summary.schedule?.[summary.today];

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger
        aria-controls={listId}
        className="-mx-1.5 flex min-h-11 w-[calc(100%+0.75rem)] cursor-pointer items-center gap-2 rounded-lg px-1.5 text-left text-sm outline-none transition-colors hover:bg-muted/70 focus-visible:ring-2 focus-visible:ring-ring md:min-h-9"
      >
        <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <OpenBadge status={summary.status} />
        <span className="min-w-0 flex-1 truncate text-muted-foreground">{todayLine ? `Today: ${todayLine.text}` : summary.note}</span>
        <span className="sr-only">{open ? 'Hide business hours' : 'Show business hours'}</span>
        <ChevronDown className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content id={listId} className="pt-1">
        {summary.schedule ? (
          <WeekHours schedule={summary.schedule} today={summary.today} compact className="rounded-xl bg-muted/60 px-3 py-2" />
        ) : (
          <p className="rounded-xl bg-muted/60 px-3 py-2 text-sm text-muted-foreground">{summary.note}</p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
