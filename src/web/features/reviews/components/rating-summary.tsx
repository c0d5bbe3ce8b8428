// The summary card: average stars to one decimal, the review count and the distribution in whole percentages.
import type { ReviewSummary } from '@shared/schemas/review';
import { formatAverage, formatCount } from '@shared/format-count';
import { Stars } from '@web/components/stars';

export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { count, average, distribution } = summary;
  return (
    <section aria-labelledby="rating-summary-title" className="@container rounded-2xl border bg-card p-5 shadow-card sm:p-6">
      <h2 id="rating-summary-title" className="sr-only">
        Rating summary
      </h2>
      <div className="flex flex-col gap-6 @md:flex-row @md:items-center @md:gap-8">
        <div className="flex shrink-0 flex-col items-center gap-1.5 text-center @md:w-40">
          <p className="font-display text-5xl font-extrabold leading-none tracking-tight text-espresso" data-testid="average-rating">
            {count ? formatAverage(average) : '–'}
          </p>
          <Stars value={count ? average : null} size="lg" label={count ? `Average rating ${formatAverage(average)} out of 5` : undefined} />
          <p className="text-sm text-muted-foreground" data-testid="review-count">
            {count ? `Based on ${formatCount(count, 'review')}` : 'No reviews yet'}
          </p>
        </div>
        <ul className="flex flex-1 flex-col gap-2" aria-label="Rating distribution">
          {distribution.map((row) => (
            <li key={row.rating} className="grid grid-cols-[3.25rem_1fr_2.75rem] items-center gap-3 text-sm">
              <span className="font-semibold text-foreground">
                {row.rating}{' '}
                <span aria-hidden="true" className="text-gold-ink">
                  ★
                </span>
                <span className="sr-only">{row.rating === 1 ? 'star' : 'stars'}</span>
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full rounded-full bg-gold transition-[width] duration-500" style={{ width: `${row.percent}%` }} />
              </span>
              <span className="text-right tabular-nums text-muted-foreground">
                {row.percent}%<span className="sr-only"> ({formatCount(row.count, 'review')})</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
