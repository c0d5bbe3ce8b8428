// Reads of approved listings and their rating summaries.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RatingSummary } from '@shared/schemas/listing';
import type { DbOrTx } from '../../db/client';
import { listings, reviews } from '../../db/schema';

export async function findApprovedListing(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, 'approved')))
    .limit(1);
  return row;
}

/** Count and average rating (one decimal) per listing, in one grouped query. */
export async function ratingSummaries(db: DbOrTx, ids: number[]): Promise<Map<number, RatingSummary>> {
  const summaries = new Map<number, RatingSummary>();
  if (!ids.length) return summaries;
  const rows = await db
    .select({
      businessId: reviews.businessId,
      count: sql<number>`count(*)::int`,
      average: sql<number>`round(avg(${reviews.rating}), 1)::float8`,
    })
    .from(reviews)
    .where(inArray(reviews.businessId, ids))
    .groupBy(reviews.businessId);
  for (const row of rows) summaries.set(row.businessId, { count: row.count, average: row.average });
  return summaries;
}

export const NO_RATING: RatingSummary = { count: 0, average: 0 };
