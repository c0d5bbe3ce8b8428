// Ownership claims as an owner makes them: the listing claimed, a claim of theirs still waiting, new claims.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@server/db/client';
import { listings, ownershipClaims } from '@server/db/schema';

/** What a new claim records: the listing, the account, and the owner's evidence. */
export interface NewClaim {
  listingId: number;
  accountId: number;
  evidence: string;
  evidencePhoto: string | null;
}

/**
 * An approved listing being claimed, with the e-mail a claim may be verified by; locked, so two claims of
 * one listing are decided one after the other. Undefined when there is no such approved listing.
 */
export async function lockClaimedListing(tx: Tx, listingId: number) {
  const [listing] = await tx
    .select({ id: listings.id, businessName: listings.businessName, businessEmail: listings.businessEmail })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved')))
    .for('update');
  return listing;
}

/** Whether the account already has a claim of the listing waiting for staff. */
export async function hasPendingClaim(db: DbOrTx, listingId: number, accountId: number): Promise<boolean> {
  const [waiting] = await db
    .select({ id: ownershipClaims.id })
    .from(ownershipClaims)
    .where(and(eq(ownershipClaims.listingId, listingId), eq(ownershipClaims.accountId, accountId), eq(ownershipClaims.status, 'pending')))
    .limit(1);
  return waiting !== undefined;
}

/** Records a claim approved at once because the account's e-mail is the listing's; answers its id. */
export async function insertEmailVerifiedClaim(db: DbOrTx, claim: NewClaim): Promise<number> {
  const [row] = await db
    .insert(ownershipClaims)
    .values({ ...claim, status: 'approved', verifiedBy: 'email', decidedAt: new Date() })
    .returning({ id: ownershipClaims.id });
  return row!.id;
}

/** Records a claim that waits for staff; answers its id. */
export async function insertPendingClaim(db: DbOrTx, claim: NewClaim): Promise<number> {
  const [row] = await db.insert(ownershipClaims).values(claim).returning({ id: ownershipClaims.id });
  return row!.id;
}
