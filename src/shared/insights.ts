// What a listing brings its owner, day by day: the kinds counted, their names, and the answer of the
// insights endpoints (owners for their listings, staff for any listing and for the whole site).
import { z } from 'zod';

/** What the server counts per listing and day (listing_daily_counts.kind). */
export const COUNTED_KINDS = ['search', 'visit', 'call', 'email', 'website', 'directions', 'social'] as const;
export type CountedKind = (typeof COUNTED_KINDS)[number];

/** The taps the page reports itself (a link leaving the site), as the links' `data-insight` values. */
export const TAP_KINDS = ['call', 'email', 'website', 'directions', 'social'] as const satisfies readonly CountedKind[];
export type TapKind = (typeof TAP_KINDS)[number];

/** Every series of the answer: the counted kinds and the new reviews. */
export const INSIGHT_SERIES = [...COUNTED_KINDS, 'reviews'] as const;
export type InsightSeries = (typeof INSIGHT_SERIES)[number];

/** Each series as people say it: the column of the CSV, the total's label. */
export const INSIGHT_LABELS: Record<InsightSeries, string> = {
  search: 'Seen in search results',
  visit: 'Page visits',
  call: 'Calls',
  email: 'Emails',
  website: 'Website visits',
  directions: 'Directions',
  social: 'Social links',
  reviews: 'New reviews',
};

/** The periods an owner can look at, in days. */
export const INSIGHT_PERIODS = [30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const insightsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((n): n is InsightPeriod => (INSIGHT_PERIODS as readonly number[]).includes(n), 'Choose 30 or 90 days')
    .default(30),
});

const seriesCounts = z.object(Object.fromEntries(INSIGHT_SERIES.map((s) => [s, z.number().int()])) as Record<InsightSeries, z.ZodNumber>);
export type SeriesCounts = z.infer<typeof seriesCounts>;

export const insightsSchema = z.object({
  /** The business the counts are of, or null for the whole site. */
  listing: z.object({ id: z.number().int(), businessName: z.string() }).nullable(),
  days: z.number().int(),
  /** The first and last day of the period, 'YYYY-MM-DD' (the last is today). */
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, oldest first, days without any count included. */
  daily: z.array(seriesCounts.extend({ day: z.string() })),
  totals: seriesCounts,
  /** The same totals over the period just before this one. */
  previous: seriesCounts,
});
export type Insights = z.infer<typeof insightsSchema>;

/** Zero for every series. */
export const noCounts = (): SeriesCounts => Object.fromEntries(INSIGHT_SERIES.map((s) => [s, 0])) as SeriesCounts;

/**
 * The change from the previous period in words: '+25%', '-10%', 'no change', or 'new' when there was
 * nothing before.
 */
export function changeFromPrevious(now: number, before: number): string {
  if (now === before) return 'no change';
  if (before === 0) return 'new';
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? 'no change' : `${percent > 0 ? '+' : ''}${percent}%`;
}
