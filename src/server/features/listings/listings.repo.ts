// Reads of an approved listing and its rating summary.
import { and, eq } from 'drizzle-orm';
import type { RatingSummary } from '@shared/schemas/listing';
import type { DbOrTx } from '@server/db/client';
import { listings, reviews } from '@server/db/schema';
import { averageRating, reviewCount } from '../reviews';
import { LISTING_WITH_OWNER } from './listing-json';

export async function findApprovedListing(db: DbOrTx, id: number) {
  const [row] = await db
    .select(LISTING_WITH_OWNER)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.status, 'approved')))
    .limit(1);
  return row;
}

/** Count and average rating (one decimal) of one listing's reviews. */
export async function ratingSummary(db: DbOrTx, id: number): Promise<RatingSummary> {
  const [row] = await db.select({ count: reviewCount, average: averageRating }).from(reviews).where(eq(reviews.businessId, id));
  return row!;
}
