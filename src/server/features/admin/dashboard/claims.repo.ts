// Owner claims for staff: the paged queue, and approve (making the claimant the verified owner, taking it
// from any other) or deny as one conditional update; revoking an owner; and owners' direct changes.
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { CLAIM_STATUSES, type ClaimView, type OwnerChangeView } from '@shared/schemas/owner';
import type { DbOrTx, Tx } from '@server/db/client';
import { accounts, listingChanges, listings, ownershipClaims, userBusinesses } from '@server/db/schema';
import { conflict, notFound } from '@server/http-error';
import { makeVerifiedOwner, revokeVerifiedOwner } from '@server/features/owners';
import { iso, isoOrNull, likePattern } from './common';
import { countByStatus, updatePending } from './common.repo';

export interface ClaimQuery {
  status: (typeof CLAIM_STATUSES)[number] | 'all';
  q?: string;
  limit: number;
  offset: number;
}

const currentOwnerEmail = sql<string | null>`(
  select a.email from ${userBusinesses} ub join ${accounts} a on a.id = ub.account_id
  where ub.listing_id = ${ownershipClaims.listingId} and ub.account_id <> ${ownershipClaims.accountId}
)`;

/** Where staff see a claim's document photo: only through the admin route, never a public address. */
const evidencePhotoUrls = (claimId: number) => ({
  url: `/api/admin/claims/${claimId}/evidence`,
  thumbnailUrl: `/api/admin/claims/${claimId}/evidence?size=thumbnail`,
});

export async function listClaims(db: DbOrTx, query: ClaimQuery): Promise<{ items: ClaimView[]; total: number; counts: Record<string, number> }> {
  const search = query.q
    ? or(ilike(listings.businessName, likePattern(query.q)), ilike(listings.listingNumber, likePattern(query.q)), ilike(accounts.email, likePattern(query.q)))
    : undefined;
  const where = and(query.status === 'all' ? undefined : eq(ownershipClaims.status, query.status), search);
  const [rows, counts] = await Promise.all([
    db
      .select({
        claim: ownershipClaims,
        accountEmail: accounts.email,
        business: {
          id: listings.id,
          businessName: listings.businessName,
          listingNumber: listings.listingNumber,
          businessEmail: listings.businessEmail,
          status: listings.status,
        },
        currentOwnerEmail,
      })
      .from(ownershipClaims)
      .innerJoin(listings, eq(listings.id, ownershipClaims.listingId))
      .innerJoin(accounts, eq(accounts.id, ownershipClaims.accountId))
      .where(where)
      .orderBy(desc(ownershipClaims.createdAt), desc(ownershipClaims.id))
      .limit(query.limit)
      .offset(query.offset),
    search
      ? countByStatus(
          db,
          ownershipClaims,
          ownershipClaims.status,
          CLAIM_STATUSES,
          sql`${ownershipClaims.id} in (select c.id from ${ownershipClaims} c join ${listings} on ${listings.id} = c.listing_id join ${accounts} on ${accounts.id} = c.account_id where ${search})`,
        )
      : countByStatus(db, ownershipClaims, ownershipClaims.status, CLAIM_STATUSES),
  ]);
  const items = rows.map(({ claim, accountEmail, business, currentOwnerEmail }) => ({
    id: claim.id,
    status: claim.status,
    verifiedBy: claim.verifiedBy,
    evidence: claim.evidence,
    evidencePhoto: claim.evidencePhoto ? evidencePhotoUrls(claim.id) : null,
    feedback: claim.feedback,
    createdAt: iso(claim.createdAt),
    decidedAt: isoOrNull(claim.decidedAt),
    accountEmail,
    business,
    currentOwnerEmail,
  }));
  return { items, total: counts[query.status] ?? 0, counts };
}

async function decide(tx: Tx, id: number, set: Partial<typeof ownershipClaims.$inferInsert>) {
  const row = await updatePending(tx, ownershipClaims, id, { ...set, decidedAt: new Date() }, 'claim');
  const [context] = await tx
    .select({ email: accounts.email, businessName: listings.businessName, listingNumber: listings.listingNumber })
    .from(accounts)
    .innerJoin(listings, eq(listings.id, row.listingId))
    .where(eq(accounts.id, row.accountId));
  return { row, ...context! };
}

/** Approves: the claimant becomes the verified owner; answers the e-mail of the owner it was taken from. */
export async function approveClaim(tx: Tx, id: number, adminId: number, feedback?: string) {
  const decided = await decide(tx, id, { status: 'approved', verifiedBy: 'staff', adminId, feedback: feedback ?? null });
  const previous = await makeVerifiedOwner(tx, decided.row.listingId, decided.row.accountId);
  const [previousOwner] = previous ? await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, previous)) : [];
  return { ...decided, previousOwnerEmail: previousOwner?.email ?? null };
}

export async function denyClaim(tx: Tx, id: number, adminId: number, feedback: string) {
  return decide(tx, id, { status: 'denied', adminId, feedback });
}

/** Ends a listing's verified ownership; 404 when it has none. */
export async function revokeOwnership(tx: Tx, listingId: number) {
  const accountId = await revokeVerifiedOwner(tx, listingId);
  if (accountId === null) throw notFound('This listing has no verified owner.');
  const [context] = await tx
    .select({ email: accounts.email, businessName: listings.businessName, listingNumber: listings.listingNumber })
    .from(accounts)
    .innerJoin(listings, eq(listings.id, listingId))
    .where(eq(accounts.id, accountId));
  return context!;
}

export async function listOwnerChanges(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        change: listingChanges,
        accountEmail: accounts.email,
        business: { id: listings.id, businessName: listings.businessName, listingNumber: listings.listingNumber },
      })
      .from(listingChanges)
      .innerJoin(listings, eq(listings.id, listingChanges.listingId))
      .leftJoin(accounts, eq(accounts.id, listingChanges.accountId))
      .orderBy(desc(listingChanges.createdAt), desc(listingChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(listingChanges),
  ]);
  const items: OwnerChangeView[] = rows.map(({ change, accountEmail, business }) => ({
    id: change.id,
    business,
    accountEmail,
    before: change.before,
    after: change.after,
    createdAt: iso(change.createdAt),
    revertedAt: isoOrNull(change.revertedAt),
  }));
  return { items, total: total?.count ?? 0, counts: {} };
}

export const ALREADY_REVERTED = 'This change has already been reverted.';

/** Puts back the fields an owner changed, as they were before; answers the listing's id. */
export async function revertOwnerChange(tx: Tx, id: number, adminId: number) {
  const [change] = await tx
    .update(listingChanges)
    .set({ revertedAt: new Date(), revertedBy: adminId })
    .where(and(eq(listingChanges.id, id), isNull(listingChanges.revertedAt)))
    .returning();
  if (!change) {
    const [exists] = await tx.select({ id: listingChanges.id }).from(listingChanges).where(eq(listingChanges.id, id));
    throw exists ? conflict(ALREADY_REVERTED) : notFound('Change not found');
  }
  await tx
    .update(listings)
    .set({ ...(change.before as Partial<typeof listings.$inferInsert>), updatedAt: new Date() })
    .where(eq(listings.id, change.listingId));
  return change.listingId;
}
