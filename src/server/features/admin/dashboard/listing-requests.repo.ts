// Listing requests for moderation: the paged queue, and approve or decline as one conditional update
// (only a pending request can be decided, so of two admins acting at once only one succeeds).
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { LISTING_REQUEST_STATUSES, type ListingRequestView } from '@shared/schemas/admin-requests';
import type { DbOrTx, Tx } from '@server/db/client';
import { adminUsers, listingModeration, listings, userBusinesses } from '@server/db/schema';
import { iso, likePattern } from './common';
import { countByStatus, updatePending } from './common.repo';
import { LISTING_WITH_OWNER, toPublicListing, type ListingWithOwnerRow } from '@server/features/listings';
import { pick } from '@shared/pick';

type ListingRow = ListingWithOwnerRow;
type Decision = ListingRequestView['lastDecision'];

export interface ListingRequestQuery {
  status: (typeof LISTING_REQUEST_STATUSES)[number] | 'all';
  q?: string;
  limit: number;
  offset: number;
}

export async function listListingRequests(db: DbOrTx, query: ListingRequestQuery) {
  const search = query.q
    ? or(
        ilike(listings.businessName, likePattern(query.q)),
        ilike(listings.listingNumber, likePattern(query.q)),
        ilike(listings.businessEmail, likePattern(query.q)),
      )
    : undefined;
  const where = and(query.status === 'all' ? undefined : eq(listings.status, query.status), search);
  const [rows, counts] = await Promise.all([
    db.select(LISTING_WITH_OWNER).from(listings).where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(query.limit).offset(query.offset),
    countByStatus(db, listings, listings.status, LISTING_REQUEST_STATUSES, search),
  ]);
  const decisions = await lastDecisions(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((row) => toListingRequestView(row, decisions.get(row.id) ?? null));
  return { items, total: counts[query.status] ?? 0, counts };
}

async function lastDecisions(db: DbOrTx, ids: number[]) {
  const byListing = new Map<number, NonNullable<Decision>>();
  if (!ids.length) return byListing;
  const rows = await db
    .select({
      listingId: listingModeration.listingId,
      decision: listingModeration.decision,
      feedback: listingModeration.feedback,
      adminUsername: adminUsers.username,
      createdAt: listingModeration.createdAt,
    })
    .from(listingModeration)
    .leftJoin(adminUsers, eq(adminUsers.id, listingModeration.adminId))
    .where(and(inArray(listingModeration.listingId, ids), inArray(listingModeration.decision, ['approved', 'declined'])))
    .orderBy(desc(listingModeration.createdAt), desc(listingModeration.id));
  for (const row of rows) {
    if (byListing.has(row.listingId)) continue;
    byListing.set(row.listingId, { decision: row.decision, feedback: row.feedback, adminUsername: row.adminUsername, decidedAt: iso(row.createdAt) });
  }
  return byListing;
}

export function toListingRequestView(row: ListingRow, lastDecision: Decision): ListingRequestView {
  // The public view plus what only staff see: number, status, EIN, handles, owner id, update time.
  return {
    ...toPublicListing(row),
    ...pick(row, ['listingNumber', 'status', 'ein', 'socialMediaHandles', 'userId']),
    updatedAt: iso(row.updatedAt),
    lastDecision,
  };
}

async function decide(tx: Tx, id: number, set: Partial<ListingRow>) {
  return updatePending(tx, listings, id, { ...set, updatedAt: new Date() });
}

/** Approves a pending request: approved and searchable at once, owner link for the account that sent it, history row. */
export async function approveListingRequest(tx: Tx, id: number, adminId: number, feedback?: string) {
  const row = await decide(tx, id, { status: 'approved', approvedAt: new Date() });
  await tx.insert(listingModeration).values({ listingId: id, decision: 'approved', feedback: feedback ?? null, adminId });
  if (row.accountId) await tx.insert(userBusinesses).values({ accountId: row.accountId, listingId: id, role: 'owner' }).onConflictDoNothing();
  // An imported request keeps the old app's user id: a link kept for the record, not a verified owner.
  else if (row.userId) await tx.insert(userBusinesses).values({ userId: row.userId, listingId: id, role: 'owner' }).onConflictDoNothing();
  return row;
}

/** Declines a pending request with the feedback that is e-mailed to the business. */
export async function declineListingRequest(tx: Tx, id: number, adminId: number, feedback: string) {
  const row = await decide(tx, id, { status: 'declined' });
  await tx.insert(listingModeration).values({ listingId: id, decision: 'declined', feedback, adminId });
  return row;
}
