// The card's business hours: an Open Now / Closed / Hours badge that expands into the week, with today
// highlighted, all in the business's own time zone. On phones a shorter row (no clock, 'Today:' said to
// screen readers only, today's hours wrapping rather than cut) that shares its line, or takes its own when the
// line is short: give the root 'contents md:block', and the week opens on a line of its own.
import { ChevronDown, Clock } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { OpenBadge, WeekHours } from '@web/components/week-hours';
import { cn } from '@web/lib/utils';
import { summarizeHours } from '@web/lib/hours-summary';
import { useNow } from '@web/lib/page-clock';

export interface CardHoursProps {
  hours: string | null;
  state: string | null;
  timeZone: string | null;
  className?: string;
}

/** '9:00\u00a0AM – 5:00\u00a0PM': a line too short for the hours breaks them at the dash, never inside a time. */
function keepTimesWhole(text: string): string {
  return text.replace(/ (AM|PM)\b/g, '\u00a0$1');
}

export function CardHours({ hours, state, timeZone, className }: CardHoursProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const summary = summarizeHours(hours, state, useNow(), timeZone);
  const todayLine = summary.schedule?.[summary.today];

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className={className}>
      <Collapsible.Trigger
        aria-controls={listId}
        className="flex min-h-7 min-w-44 flex-1 cursor-pointer items-center gap-2 rounded-lg text-left text-sm outline-none transition-colors hover:bg-muted/70 focus-visible:ring-2 focus-visible:ring-ring md:-mx-1.5 md:min-h-9 md:w-[calc(100%+0.75rem)] md:min-w-0 md:flex-none md:px-1.5"
      >
        <Clock className="hidden size-4 shrink-0 text-muted-foreground md:block" aria-hidden="true" />
        <OpenBadge status={summary.status} />
        <span className="w-0 min-w-0 flex-1 text-muted-foreground md:truncate">
          {todayLine ? (
            <>
              <span className="max-md:sr-only">Today: </span>
              {keepTimesWhole(todayLine.text)}
            </>
          ) : (
            summary.note
          )}
        </span>
        <span className="sr-only">{open ? 'Hide business hours' : 'Show business hours'}</span>
        <ChevronDown className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content id={listId} className="basis-full pt-1">
        {summary.schedule ? (
          <WeekHours schedule={summary.schedule} today={summary.today} compact className="rounded-xl bg-muted/60 px-3 py-2" />
        ) : (
          <p className="rounded-xl bg-muted/60 px-3 py-2 text-sm text-muted-foreground">{summary.note}</p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
