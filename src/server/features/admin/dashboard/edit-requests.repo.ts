// Edit requests for moderation: the paged queue joined with its listing, approval (applies the
// proposed fields to the listing one to one) and rejection (stores the notes); both set updatedAt.
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { applicableChanges } from '@shared/schemas/admin-edit-compare';
import { EDIT_REQUEST_STATUSES, type EditRequestView } from '@shared/schemas/admin-requests';
import type { DbOrTx, Tx } from '@server/db/client';
import { editRequests, listingModeration, listings } from '@server/db/schema';
import { iso, likePattern } from './common';
import { countByStatus, updatePending } from './common.repo';

export interface EditRequestQuery {
  status: (typeof EDIT_REQUEST_STATUSES)[number] | 'all';
  q?: string;
  limit: number;
  offset: number;
}

const businessColumns = {
  id: listings.id,
  businessName: listings.businessName,
  businessType: listings.businessType,
  listingNumber: listings.listingNumber,
  status: listings.status,
  businessEmail: listings.businessEmail,
};

export async function listEditRequests(db: DbOrTx, query: EditRequestQuery) {
  const search = query.q
    ? inArray(
        editRequests.businessId,
        db
          .select({ id: listings.id })
          .from(listings)
          .where(or(ilike(listings.businessName, likePattern(query.q)), ilike(listings.listingNumber, likePattern(query.q)))),
      )
    : undefined;
  const where = and(query.status === 'all' ? undefined : eq(editRequests.status, query.status), search);
  const [rows, counts] = await Promise.all([
    db
      .select({ request: editRequests, business: businessColumns })
      .from(editRequests)
      .innerJoin(listings, eq(listings.id, editRequests.businessId))
      .where(where)
      .orderBy(desc(editRequests.createdAt), desc(editRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    countByStatus(db, editRequests, editRequests.status, EDIT_REQUEST_STATUSES, search),
  ]);
  const items: EditRequestView[] = rows.map(({ request, business }) => ({
    id: request.id,
    businessId: request.businessId,
    originalData: request.originalData ?? {},
    proposedChanges: request.proposedChanges ?? {},
    status: request.status,
    adminNotes: request.adminNotes,
    createdAt: iso(request.createdAt),
    updatedAt: iso(request.updatedAt),
    fromOwner: request.ownerAccountId !== null,
    business,
  }));
  return { items, total: counts[query.status] ?? 0, counts };
}

async function decide(tx: Tx, id: number, set: { status: 'approved' | 'rejected'; adminNotes?: string }) {
  return updatePending(tx, editRequests, id, { ...set, updatedAt: new Date() }, 'edit request');
}

/** Approves a pending edit: its proposed fields are written to the listing; unusable values are skipped. */
export async function approveEditRequest(tx: Tx, id: number, adminId: number) {
  const request = await decide(tx, id, { status: 'approved' });
  const { values, skipped } = applicableChanges(request.proposedChanges ?? {});
  const [before] = await tx
    .select({ businessEmail: listings.businessEmail, phoneNumber: listings.phoneNumber })
    .from(listings)
    .where(eq(listings.id, request.businessId))
    .limit(1);
  const [listing] = await tx
    .update(listings)
    .set({ ...(values as Partial<typeof listings.$inferInsert>), updatedAt: new Date() })
    .where(eq(listings.id, request.businessId))
    .returning();
  await tx.insert(listingModeration).values({
    listingId: request.businessId,
    decision: 'edit_approved',
    feedback: skipped.length ? `Not applied (unusable values): ${skipped.join(', ')}` : null,
    adminId,
  });
  return { request, listing: listing!, before: before!, applied: Object.keys(values), skipped };
}

/** Rejects a pending edit with the admin's notes; the listing is unchanged. */
export async function rejectEditRequest(tx: Tx, id: number, adminId: number, notes: string) {
  const request = await decide(tx, id, { status: 'rejected', adminNotes: notes });
  await tx.insert(listingModeration).values({ listingId: request.businessId, decision: 'edit_rejected', feedback: notes, adminId });
  const [listing] = await tx.select().from(listings).where(eq(listings.id, request.businessId)).limit(1);
  return { request, listing: listing! };
}

/** The position of a listing after its address changed: the geocoder's answer, or none when it failed. */
export async function setListingPosition(db: DbOrTx, id: number, position: { latitude: number; longitude: number; formattedAddress: string } | null) {
  // Only the position: the owner's own city, state and ZIP stay as they were approved.
  const { latitude = null, longitude = null, formattedAddress = null } = position ?? {};
  await db.update(listings).set({ latitude, longitude, formattedAddress }).where(eq(listings.id, id));
}
