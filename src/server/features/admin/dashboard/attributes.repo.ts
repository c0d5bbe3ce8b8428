// The Attributes tab's SQL: ownership attributes of listings still in play (approved or pending, not
// closed) to check, their verification by staff, and staff setting a listing's attributes. The marks
// follow `listings.attributes` by a trigger (migration 0023): writing the column adds and drops them.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { attributeLabel, OWNERSHIP_KEYS, type AttributeKey } from '@shared/reference/attributes';
import type { AttributeCheckView, AttributeQueueQuery, ListingAttributesResult } from '@shared/schemas/admin-attributes';
import type { Page } from '@shared/schemas/admin-requests';
import type { DbOrTx } from '@server/db/client';
import { adminUsers, listingAttributeMarks, listings } from '@server/db/schema';
import { iso, isoOrNull } from './common';

/** Ownership marks of listings visitors see or will see: what the queue lists. */
const inQueue = and(
  inArray(listingAttributeMarks.attribute, [...OWNERSHIP_KEYS]),
  inArray(listings.status, ['approved', 'pending']),
  isNull(listings.closedAt),
);
const ofStatus = (status: AttributeQueueQuery['status']) =>
  status === 'verified' ? isNotNull(listingAttributeMarks.verifiedAt) : isNull(listingAttributeMarks.verifiedAt);

/** Unverified ownership attributes in the queue: the tab's badge. */
export async function countUnverifiedAttributes(db: DbOrTx): Promise<number> {
  const counts = await countByCheck(db);
  return counts.unverified;
}

async function countByCheck(db: DbOrTx): Promise<Record<AttributeQueueQuery['status'], number>> {
  const [row] = await db
    .select({
      unverified: sql<number>`(count(*) filter (where ${listingAttributeMarks.verifiedAt} is null))::int`,
      verified: sql<number>`(count(*) filter (where ${listingAttributeMarks.verifiedAt} is not null))::int`,
    })
    .from(listingAttributeMarks)
    .innerJoin(listings, eq(listings.id, listingAttributeMarks.listingId))
    .where(inQueue);
  return { unverified: row?.unverified ?? 0, verified: row?.verified ?? 0 };
}

/** Unverified ones newest added first; verified ones newest verified first. */
export async function listAttributeChecks(db: DbOrTx, query: AttributeQueueQuery): Promise<Page<AttributeCheckView>> {
  const order =
    query.status === 'verified'
      ? [desc(listingAttributeMarks.verifiedAt), desc(listingAttributeMarks.addedAt)]
      : [desc(listingAttributeMarks.addedAt), desc(listingAttributeMarks.listingId)];
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: listings.id,
        businessName: listings.businessName,
        listingNumber: listings.listingNumber,
        city: listings.city,
        state: listings.state,
        status: listings.status,
        attributes: listings.attributes,
        attribute: listingAttributeMarks.attribute,
        addedAt: listingAttributeMarks.addedAt,
        verifiedAt: listingAttributeMarks.verifiedAt,
        verifiedBy: adminUsers.username,
        verifiedNote: listingAttributeMarks.verifiedNote,
      })
      .from(listingAttributeMarks)
      .innerJoin(listings, eq(listings.id, listingAttributeMarks.listingId))
      .leftJoin(adminUsers, eq(adminUsers.id, listingAttributeMarks.verifiedBy))
      .where(and(inQueue, ofStatus(query.status)))
      .orderBy(...order, asc(listingAttributeMarks.attribute))
      .limit(query.limit)
      .offset(query.offset),
    countByCheck(db),
  ]);
  return {
    items: rows.map((row) => ({
      listing: {
        id: row.id,
        businessName: row.businessName,
        listingNumber: row.listingNumber,
        city: row.city,
        state: row.state,
        status: row.status,
        attributes: row.attributes,
      },
      attribute: row.attribute,
      label: attributeLabel(row.attribute),
      addedAt: iso(row.addedAt),
      verifiedAt: isoOrNull(row.verifiedAt),
      verifiedBy: row.verifiedAt ? (row.verifiedBy ?? null) : null,
      verifiedNote: row.verifiedNote,
    })),
    total: counts[query.status],
    counts,
  };
}

/** A listing's attributes, if it exists. */
export async function findListingAttributes(db: DbOrTx, listingId: number): Promise<AttributeKey[] | undefined> {
  const [row] = await db.select({ attributes: listings.attributes }).from(listings).where(eq(listings.id, listingId)).limit(1);
  return row?.attributes;
}

/** Verifies (with who and what they saw) or unverifies one attribute's mark; false when the listing lacks it. */
export async function setVerification(
  db: DbOrTx,
  listingId: number,
  attribute: AttributeKey,
  verification: { adminId: number; note: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(listingAttributeMarks)
    .set(
      verification
        ? { verifiedAt: new Date(), verifiedBy: verification.adminId, verifiedNote: verification.note }
        : { verifiedAt: null, verifiedBy: null, verifiedNote: null },
    )
    .where(and(eq(listingAttributeMarks.listingId, listingId), eq(listingAttributeMarks.attribute, attribute)))
    .returning({ listingId: listingAttributeMarks.listingId });
  return rows.length > 0;
}

/** Writes a listing's attributes (the marks follow by trigger); false when there is no such listing. */
export async function writeListingAttributes(db: DbOrTx, listingId: number, attributes: AttributeKey[]): Promise<boolean> {
  const rows = await db.update(listings).set({ attributes, updatedAt: new Date() }).where(eq(listings.id, listingId)).returning({ id: listings.id });
  return rows.length > 0;
}

/** A listing's attributes in its order, each with when staff verified it. */
export async function listingAttributeLevels(db: DbOrTx, listingId: number): Promise<ListingAttributesResult> {
  const [attributes, marks] = await Promise.all([
    findListingAttributes(db, listingId),
    db
      .select({ attribute: listingAttributeMarks.attribute, verifiedAt: listingAttributeMarks.verifiedAt })
      .from(listingAttributeMarks)
      .where(eq(listingAttributeMarks.listingId, listingId)),
  ]);
  const verifiedAt = new Map(marks.map((mark) => [mark.attribute, mark.verifiedAt]));
  return { id: listingId, attributes: (attributes ?? []).map((key) => ({ key, verifiedAt: isoOrNull(verifiedAt.get(key) ?? null) })) };
}
