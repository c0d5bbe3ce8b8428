// Ownership claims as an owner makes them: the listing claimed, a claim of theirs still waiting, new claims.
import { and, asc, eq, sql } from 'drizzle-orm';
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

/**
 * The approved listings whose business e-mail is `email` (already normalised), written in any case or with
 * spaces around it: the listings a sign-in with that address may claim at once.
 */
export async function listingIdsWithBusinessEmail(db: DbOrTx, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'approved'), sql`lower(btrim(${listings.businessEmail})) = ${email}`))
    .orderBy(asc(listings.id));
  return rows.map((r) => r.id);
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
