// SQL of listing requests, the status check and edit requests.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { editRequests, listings } from '@server/db/schema';
import { placeTimeZone } from '../listings';

export type NewListing = typeof listings.$inferInsert;
export type ListingRow = typeof listings.$inferSelect;

/**
 * Inserts a pending listing, with the time zone of its place; undefined when its number is already taken.
 * ON CONFLICT keeps the transaction usable after a collision (a failed INSERT would abort it on PostgreSQL).
 */
export async function insertListingIfNumberFree(db: DbOrTx, values: NewListing) {
  const [row] = await db
    .insert(listings)
    .values({ ...values, timeZone: values.timeZone ?? placeTimeZone(values), status: 'pending' })
    .onConflictDoNothing({ target: listings.listingNumber })
    .returning({ id: listings.id, listingNumber: listings.listingNumber });
  return row;
}

export async function findListingByNumber(db: DbOrTx, listingNumber: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.listingNumber, listingNumber)).limit(1);
  return row;
}

/** Reads the listing and locks it until the transaction ends, so two edit requests cannot both pass the checks. */
export async function lockListing(db: DbOrTx, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1).for('update');
  return row;
}

/** A pending edit request no one decided within this long expires, so a stray one cannot block the owner. */
export const EDIT_REQUEST_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const EDIT_REQUEST_EXPIRED = 'Expired: not reviewed within 14 days.';

export async function hasPendingEdit(db: DbOrTx, listingId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(editRequests)
    .where(
      and(
        eq(editRequests.businessId, listingId),
        eq(editRequests.status, 'pending'),
        gt(editRequests.createdAt, new Date(now.getTime() - EDIT_REQUEST_TTL_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Closes pending edit requests older than the time to live; answers how many. */
export async function expireStaleEditRequests(db: DbOrTx, now = new Date()): Promise<number> {
  const expired = await db
    .update(editRequests)
    .set({ status: 'rejected', adminNotes: EDIT_REQUEST_EXPIRED, updatedAt: now })
    .where(and(eq(editRequests.status, 'pending'), lte(editRequests.createdAt, new Date(now.getTime() - EDIT_REQUEST_TTL_MS))))
    .returning({ id: editRequests.id });
  return expired.length;
}

export async function insertEditRequest(
  db: DbOrTx,
  values: { businessId: number; originalData: Record<string, unknown>; proposedChanges: Record<string, unknown>; ownerAccountId?: number | null },
) {
  const [row] = await db.insert(editRequests).values(values).returning({ id: editRequests.id });
  return row!;
}
