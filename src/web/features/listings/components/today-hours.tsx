// Open Now / Closed and today's hours in the business's own time zone, in a line: what the top of the
// business page says before anything else about when to go.
import type { ListingCard } from '@shared/schemas/listing';
import { OpenBadge } from '@web/components/week-hours';
import { summarizeHours } from '@web/lib/hours-summary';
import { useNow } from '@web/lib/page-clock';
import { cn } from '@web/lib/utils';

/** 'Today 9:00 AM – 5:00 PM', 'Closed today', or what the hours say instead ('By appointment only'). */
export function todayText(summary: ReturnType<typeof summarizeHours>): string | null {
  const today = summary.schedule?.[summary.today]?.text;
  if (!today) return summary.note;
  return today === 'Closed' ? 'Closed today' : `Today ${today}`;
}

export function TodayHours({ listing, className }: { listing: Pick<ListingCard, 'businessHours' | 'state' | 'timeZone'>; className?: string }) {
  const summary = summarizeHours(listing.businessHours, listing.state, useNow(), listing.timeZone);
  const text = todayText(summary);
  return (
    <p data-testid="today-hours" className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      {summary.status !== 'unknown' && <OpenBadge status={summary.status} />}
      {text && <span className="tabular-nums">{text}</span>}
    </p>
  );
}
