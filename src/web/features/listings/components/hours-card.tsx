// The detail page's hours: Open Now / Closed in the business's time zone, and the week with today highlighted.
import { Clock } from 'lucide-react';
import type { OpenStatus } from '@shared/hours';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { summarizeHours } from '@web/lib/hours-summary';
import { DetailCard } from './detail-card';

const BADGE: Record<OpenStatus, { label: string; variant: 'success' | 'accent' | 'secondary' } | null> = {
  open: { label: 'Open Now', variant: 'success' },
  closed: { label: 'Closed', variant: 'accent' },
  unknown: null,
};

export function HoursCard({ hours, state }: { hours: string | null; state: string | null }) {
  const summary = summarizeHours(hours, state, new Date());
  const badge = BADGE[summary.status];
  return (
    <DetailCard
      title="Hours"
      icon={Clock}
      action={
        badge && (
          <Badge variant={badge.variant} className={badge.variant === 'accent' ? 'text-ember-ink' : undefined}>
            {badge.label}
          </Badge>
        )
      }
    >
      {summary.schedule ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          {summary.schedule.map((line, i) => (
            <div
              key={line.day}
              className={cn('col-span-2 grid grid-cols-subgrid rounded-lg px-2 py-1.5', i === summary.today && 'bg-gold-soft font-semibold text-espresso')}
              aria-current={i === summary.today ? 'date' : undefined}
            >
              <dt>
                {line.day}
                {i === summary.today && <span className="sr-only"> (today)</span>}
              </dt>
              <dd className={cn('text-right tabular-nums', line.text === 'Closed' && i !== summary.today && 'text-muted-foreground')}>{line.text}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">{summary.note}</p>
          {summary.note !== 'By appointment only' && hours?.trim() && <p className="whitespace-pre-line text-muted-foreground">{hours}</p>}
        </div>
      )}
    </DetailCard>
  );
}
