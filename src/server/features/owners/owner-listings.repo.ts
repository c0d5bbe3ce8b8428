// What an owner's account shows of their listings (the listings they own, requests still open, claims
// not approved) and the owner's direct edits of a listing, recorded before and after.
import { and, desc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@server/db/client';
import { listingChanges, listings, ownerConfirmations, ownershipClaims, reviews } from '@server/db/schema';
import { averageRating, reviewCount } from '../reviews';

type ListingRow = typeof listings.$inferSelect;

/** The listings with these ids, by name, with what the account overview shows of each. */
export async function listingSummaries(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: listings.id,
      listingNumber: listings.listingNumber,
      businessName: listings.businessName,
      businessType: listings.businessType,
      status: listings.status,
      city: listings.city,
      state: listings.state,
      ownerConfirmedAt: ownerConfirmations.confirmedAt,
    })
    .from(listings)
    .leftJoin(ownerConfirmations, eq(ownerConfirmations.listingId, listings.id))
    .where(inArray(listings.id, ids))
    .orderBy(listings.businessName);
}

/** The account's own listing requests still pending or declined, newest first, leaving out the listings it owns. */
export async function openListingRequestsOf(db: DbOrTx, accountId: number, ownedIds: number[]) {
  return db
    .select({
      id: listings.id,
      listingNumber: listings.listingNumber,
      businessName: listings.businessName,
      status: listings.status,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(
      and(
        eq(listings.accountId, accountId),
        inArray(listings.status, ['pending', 'declined']),
        ownedIds.length ? notInArray(listings.id, ownedIds) : undefined,
      ),
    )
    .orderBy(desc(listings.createdAt));
}

/** The account's claims still pending or denied, newest first, with the listing's name. */
export async function openClaimsOf(db: DbOrTx, accountId: number) {
  return db
    .select({
      id: ownershipClaims.id,
      listingId: ownershipClaims.listingId,
      businessName: listings.businessName,
      status: ownershipClaims.status,
      feedback: ownershipClaims.feedback,
      createdAt: ownershipClaims.createdAt,
    })
    .from(ownershipClaims)
    .innerJoin(listings, eq(listings.id, ownershipClaims.listingId))
    .where(and(eq(ownershipClaims.accountId, accountId), or(eq(ownershipClaims.status, 'pending'), eq(ownershipClaims.status, 'denied'))))
    .orderBy(desc(ownershipClaims.createdAt));
}

/** A listing's number of reviews and average rating. */
export async function listingRating(db: DbOrTx, listingId: number) {
  const [rating] = await db.select({ count: reviewCount, average: averageRating }).from(reviews).where(eq(reviews.businessId, listingId));
  return rating!;
}

/** A listing's newest reviews, at most `limit`. */
export async function newestReviewsOf(db: DbOrTx, listingId: number, limit: number) {
  return db.select().from(reviews).where(eq(reviews.businessId, listingId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}

/** The listing's row, locked until the transaction ends when `lock`; undefined when there is none. */
export async function listingRow(db: DbOrTx, listingId: number, lock = false): Promise<ListingRow | undefined> {
  const query = db.select().from(listings).where(eq(listings.id, listingId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Writes an owner's direct edit to the listing; answers the updated row. */
export async function updateOwnedListing(tx: Tx, listingId: number, values: Partial<typeof listings.$inferInsert>): Promise<ListingRow> {
  const [updated] = await tx
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, listingId))
    .returning();
  return updated!;
}

/** Records the fields an owner's edit changed, before and after, so staff can revert it. */
export async function recordListingChange(
  tx: Tx,
  change: { listingId: number; accountId: number; before: Record<string, unknown>; after: Record<string, unknown> },
) {
  await tx.insert(listingChanges).values(change);
}
