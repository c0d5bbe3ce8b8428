// Reviews summary tiles and the rating distribution (whole-number percentages), for the current filters.
import { BarChart3, CalendarDays, MessageSquareText, Star, Store } from 'lucide-react';
import type { ReviewStats } from '@shared/schemas/admin-reviews';
import { Stars } from '@web/components/stars';
import { formatAverage, formatCount } from '@shared/format-count';

export function ReviewSummary({ stats, filtered }: { stats: ReviewStats; filtered: boolean }) {
  const tiles = [
    { icon: MessageSquareText, label: filtered ? 'Matching reviews' : 'Total reviews', value: formatCount(stats.count) },
    { icon: Star, label: 'Average rating', value: stats.count ? formatAverage(stats.average) : '–', stars: stats.count ? stats.average : undefined },
    { icon: Store, label: 'Businesses', value: formatCount(stats.businesses) },
    { icon: CalendarDays, label: 'Last 7 days', value: formatCount(stats.lastWeek) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ icon: Icon, label, value, stars }) => (
        <div key={label} className="grid gap-1 rounded-2xl border bg-card p-4 shadow-card">
          <dt className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Icon className="size-4 text-gold-ink" aria-hidden="true" />
            {label}
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-display text-2xl font-black text-espresso tabular-nums">{value}</span>
            {stars !== undefined && <Stars value={stars} size="sm" tone="dashboard" whole />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function RatingDistribution({ stats }: { stats: ReviewStats }) {
  return (
    <section className="grid gap-3 rounded-2xl border bg-card p-4 shadow-card sm:p-5" aria-labelledby="review-stats-heading">
      <h3 id="review-stats-heading" className="flex items-center gap-2 text-base text-espresso">
        <BarChart3 className="size-5 text-gold-ink" aria-hidden="true" />
        Review Statistics
      </h3>
      <ul className="grid gap-2">
        {[5, 4, 3, 2, 1].map((rating) => {
          const count = stats.distribution[String(rating)] ?? 0;
          const percent = stats.count ? Math.round((count / stats.count) * 100) : 0;
          return (
            <li key={rating} className="grid grid-cols-[4.5rem_1fr_5.5rem] items-center gap-3 text-sm">
              <span className="font-semibold">{formatCount(rating, 'star')}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right tabular-nums text-muted-foreground">
                {formatCount(count)} ({percent}%)
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
