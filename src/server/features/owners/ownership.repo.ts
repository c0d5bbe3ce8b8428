// Who owns a listing: at most one verified owner account (a partial unique index holds it), made by an
// approved request sent while signed in, a claim verified by e-mail, or staff; staff can transfer or revoke it.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@server/db/client';
import { accounts, userBusinesses } from '@server/db/schema';

const verified = (listingId: number) => and(eq(userBusinesses.listingId, listingId), isNotNull(userBusinesses.accountId));

/** The verified owner of a listing, with what the owner e-mails need; null when it has none. */
export async function verifiedOwnerOf(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({ accountId: accounts.id, email: accounts.email, notifyReviews: accounts.notifyReviews })
    .from(userBusinesses)
    .innerJoin(accounts, eq(accounts.id, userBusinesses.accountId))
    .where(verified(listingId))
    .limit(1);
  return row ?? null;
}

export async function ownsListing(db: DbOrTx, accountId: number, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userBusinesses.id })
    .from(userBusinesses)
    .where(and(eq(userBusinesses.listingId, listingId), eq(userBusinesses.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

/** The ids of the listings an account owns. */
export async function ownedListingIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db.select({ listingId: userBusinesses.listingId }).from(userBusinesses).where(eq(userBusinesses.accountId, accountId));
  return rows.map((r) => r.listingId);
}

/** Makes `accountId` the verified owner, replacing (transferring from) any other; answers the previous owner's id. */
export async function makeVerifiedOwner(tx: Tx, listingId: number, accountId: number): Promise<number | null> {
  const [previous] = await tx.delete(userBusinesses).where(verified(listingId)).returning({ accountId: userBusinesses.accountId });
  await tx.insert(userBusinesses).values({ listingId, accountId, role: 'owner' });
  return previous?.accountId ?? null;
}

/** Removes the verified owner; answers whose ownership ended, or null when there was none. */
export async function revokeVerifiedOwner(tx: Tx, listingId: number): Promise<number | null> {
  const [removed] = await tx.delete(userBusinesses).where(verified(listingId)).returning({ accountId: userBusinesses.accountId });
  return removed?.accountId ?? null;
}

export async function accountEmail(db: DbOrTx, accountId: number): Promise<string | null> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.email ?? null;
}
