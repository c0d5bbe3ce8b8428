// Reads of several approved listings at once, with their rating summaries: the cards of a saved or shared list.
import { and, eq, inArray } from 'drizzle-orm';
import type { RatingSummary } from '@shared/schemas/listing';
import type { DbOrTx } from '@server/db/client';
import { listings, reviews } from '@server/db/schema';
import { LISTING_WITH_OWNER } from '../listings';
import { averageRating, reviewCount } from '../reviews';

export async function findApprovedListings(db: DbOrTx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select(LISTING_WITH_OWNER)
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), eq(listings.status, 'approved')));
}

/** Count and average rating of each listing's reviews; a listing without reviews is absent. */
export async function ratingSummaries(db: DbOrTx, ids: readonly number[]): Promise<Map<number, RatingSummary>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ businessId: reviews.businessId, count: reviewCount, average: averageRating })
    .from(reviews)
    .where(inArray(reviews.businessId, [...ids]))
    .groupBy(reviews.businessId);
  return new Map(rows.map(({ businessId, ...summary }) => [businessId, summary]));
}
