// Demo insights: four months of daily counts, up to today, for the demo owner's listing and a dozen more,
// so /account and Site Management show real charts on a first start. Busier at weekends and slowly
// growing, with taps a fair share of the visits.
import { listingDailyCounts } from '@server/db/schema';
import type { Tx } from '@server/db/client';
import type { CountedKind } from '@shared/insights';
import type { Rng } from './random';
import type { InsertedListing } from './requests';

const DAYS = 120;
/** Each kind per page visit, on average. */
const PER_VISIT: Record<Exclude<CountedKind, 'visit'>, number> = { search: 6, call: 0.16, directions: 0.22, website: 0.25, email: 0.05, social: 0.08 };
const BATCH = 1000;

/** Answers how many rows were written. */
export async function seedInsights(tx: Tx, listings: readonly InsertedListing[], ownedListingId: number | null, rng: Rng, today = new Date()) {
  const others = listings.filter((l) => l.status === 'approved' && l.id > 20 && l.id !== ownedListingId).slice(0, 12);
  const ids = [...(ownedListingId ? [ownedListingId] : []), ...others.map((l) => l.id)];
  const rows: (typeof listingDailyCounts.$inferInsert)[] = [];
  for (const listingId of ids) {
    const busy = rng.int(3, 14);
    for (let ago = DAYS - 1; ago >= 0; ago--) {
      const date = new Date(today.getTime() - ago * 86_400_000);
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.4 : 1;
      const growth = 0.75 + (0.5 * (DAYS - ago)) / DAYS;
      const visits = Math.round(busy * weekend * growth * (0.6 + rng.next() * 0.8));
      const day = date.toISOString().slice(0, 10);
      if (visits > 0) rows.push({ listingId, day, kind: 'visit', count: visits });
      for (const [kind, share] of Object.entries(PER_VISIT) as [CountedKind, number][]) {
        const count = Math.round(visits * share * (0.4 + rng.next() * 1.2));
        if (count > 0) rows.push({ listingId, day, kind, count });
      }
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(listingDailyCounts).values(rows.slice(i, i + BATCH));
  return rows.length;
}
