// A business's week of hours, today highlighted (and named for screen readers), and its Open Now / Closed
// badge: the card's expanding list and the detail page's Hours card show the same thing.
import type { OpenStatus } from '@shared/open-now';
import { Badge } from '@web/components/ui/badge';
import type { HoursSummary } from '@web/lib/hours-summary';
import { cn } from '@web/lib/utils';

const BADGE: Record<OpenStatus, { label: string; variant: 'success' | 'accent' | 'secondary' }> = {
  open: { label: 'Open Now', variant: 'success' },
  closed: { label: 'Closed', variant: 'accent' },
  unknown: { label: 'Hours', variant: 'secondary' },
};

export function OpenBadge({ status }: { status: OpenStatus }) {
  const { label, variant } = BADGE[status];
  return <Badge variant={variant}>{label}</Badge>;
}

/** The week as day and hours rows; `compact` for the card's tighter rows. */
export function WeekHours({
  schedule,
  today,
  compact = false,
  className,
}: Pick<HoursSummary, 'today'> & { schedule: NonNullable<HoursSummary['schedule']>; compact?: boolean; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 text-sm', className)}>
      {schedule.map((line, i) => (
        <div
          key={line.day}
          className={cn(
            'col-span-2 grid grid-cols-subgrid',
            compact ? 'rounded-md px-1.5 py-0.5' : 'rounded-lg px-2 py-1.5',
            i === today && 'bg-gold-soft font-semibold text-espresso',
          )}
          aria-current={i === today ? 'date' : undefined}
        >
          <dt>
            {line.day}
            {i === today && <span className="sr-only"> (today)</span>}
          </dt>
          <dd className={cn('text-right tabular-nums', line.text === 'Closed' && i !== today && 'text-muted-foreground')}>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
