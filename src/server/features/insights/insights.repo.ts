// The daily counts: written in one statement per batch, read back per listing or for the whole site. A
// day is the listing's own (its time zone; the site's Eastern time for the whole site and for a listing
// whose zone is not known yet).
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { addDays } from '@shared/event-time';
import { INSIGHT_SERIES, noCounts, type Insights, type InsightPeriod, type SeriesCounts } from '@shared/insights';
import type { CountRow } from './visit-tally';

const SITE_ZONE = 'America/New_York';
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Adds a batch of counts to today's, dropping those of listings that no longer exist. */
export async function addCounts(db: Db, rows: readonly CountRow[]) {
  if (!rows.length) return;
  // The kinds are the fixed names of COUNTED_KINDS, checked by the table: safe in an array literal.
  await db.execute(sql`
    insert into listing_daily_counts (listing_id, day, kind, count)
    select l.id, (now() at time zone coalesce(l.time_zone, ${SITE_ZONE}))::date, c.kind, c.count
    from unnest(${arrayLiteral(rows.map((r) => r.listingId))}::int[], ${arrayLiteral(rows.map((r) => r.kind))}::text[],
                ${arrayLiteral(rows.map((r) => r.count))}::int[]) as c(listing_id, kind, count)
    join listings l on l.id = c.listing_id
    on conflict (listing_id, day, kind) do update set count = listing_daily_counts.count + excluded.count`);
}

/** A listing's name, or null when there is no such listing. */
export async function insightListing(db: Db, id: number): Promise<{ id: number; businessName: string } | null> {
  const result = await db.execute<{ id: number; businessName: string }>(sql`select id, business_name as "businessName" from listings where id = ${id}`);
  return result.rows[0] ?? null;
}

/**
 * The counts of the last `days` days (today the last) and the totals of the `days` before them: of one
 * listing, or of every listing when `listing` is null.
 */
export async function readInsights(db: Db, listing: { id: number; businessName: string } | null, days: InsightPeriod): Promise<Insights> {
  const zone = listing ? sql`(select coalesce(time_zone, ${SITE_ZONE}) from listings where id = ${listing.id})` : sql`${SITE_ZONE}::text`;
  const counted = listing ? sql`listing_id = ${listing.id}` : sql`true`;
  const reviewed = listing ? sql`business_id = ${listing.id}` : sql`true`;
  const result = await db.execute<{ today: string; day: string; kind: string; count: number }>(sql`
    with period as (select (now() at time zone z.zone)::date as today, z.zone from (select ${zone} as zone) z),
    counts as (
      select day, kind, sum(count)::int as count from listing_daily_counts, period
      where ${counted} and day > period.today - ${days * 2}::int
      group by day, kind
      union all
      select (created_at at time zone period.zone)::date as day, 'reviews', count(*)::int from reviews, period
      where ${reviewed} and created_at >= (period.today - ${days * 2 - 1}::int)::timestamp at time zone period.zone
      group by 1
    )
    select period.today::text as today, counts.day::text as day, counts.kind, counts.count
    from period left join counts on true`);
  const today = result.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
  return periodOf(
    listing,
    days,
    today,
    result.rows.filter((r) => r.day !== null),
  );
}

/** The rows of 2 × `days` days laid out as the period's days and the totals of both periods. */
export function periodOf(listing: Insights['listing'], days: number, today: string, rows: readonly { day: string; kind: string; count: number }[]): Insights {
  const dayList = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const firstDay = dayList[0]!;
  const byDay = new Map(dayList.map((day) => [day, { day, ...noCounts() }]));
  const totals = noCounts();
  const previous = noCounts();
  for (const { day, kind, count } of rows) {
    if (!(INSIGHT_SERIES as readonly string[]).includes(kind)) continue;
    const series = kind as keyof SeriesCounts;
    const entry = byDay.get(day);
    if (entry) {
      entry[series] += count;
      totals[series] += count;
    } else if (day < firstDay) previous[series] += count;
  }
  return { listing, days, from: firstDay, to: today, daily: [...byDay.values()], totals, previous };
}
