// The detail page's hours: Open Now / Closed in the business's time zone, and the week with today highlighted.
import { Clock } from 'lucide-react';
import { OpenBadge, WeekHours } from '@web/components/week-hours';
import { summarizeHours } from '@web/lib/hours-summary';
import { useNow } from '@web/lib/page-clock';
import { DetailCard } from './detail-card';

export function HoursCard({ hours, state, timeZone }: { hours: string | null; state: string | null; timeZone: string | null }) {
  const summary = summarizeHours(hours, state, useNow(), timeZone);
  return (
    <DetailCard title="Hours" icon={Clock} action={summary.status !== 'unknown' && <OpenBadge status={summary.status} />}>
      {summary.schedule ? (
        <WeekHours schedule={summary.schedule} today={summary.today} />
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold">{summary.note}</p>
          {summary.note !== 'By appointment only' && hours?.trim() && <p className="whitespace-pre-line text-muted-foreground">{hours}</p>}
        </div>
      )}
    </DetailCard>
  );
}
