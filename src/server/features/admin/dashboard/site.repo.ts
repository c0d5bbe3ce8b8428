// Site management reads: business suggestions visitors sent, and the numbers behind the tab badges.
import { desc, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminCounts } from '@shared/schemas/admin-site';
import { EDIT_REQUEST_STATUSES, LISTING_REQUEST_STATUSES, REQUEST_STATUSES } from '@shared/schemas/admin-requests';
import type { DbOrTx } from '@server/db/client';
import {
  blogRequests,
  blogs,
  businessSuggestions,
  editRequests,
  events,
  getInvolvedLeads,
  heldReviews,
  listings,
  outbox,
  ownershipClaims,
  reviews,
} from '@server/db/schema';
import { iso } from './common';
import { countByStatus } from './common.repo';
import { countUnverifiedAttributes } from './attributes.repo';
import { countOpenReportGroups } from './reports.repo';

export async function listSuggestions(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(businessSuggestions).orderBy(desc(businessSuggestions.createdAt), desc(businessSuggestions.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(businessSuggestions),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total: total?.count ?? 0 };
}

const countAll = async (db: DbOrTx, table: PgTable) => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
};

const queue = (counts: Record<string, number>) => ({ pending: counts.pending ?? 0, total: counts.all ?? 0 });

/** Pending and total per request queue, and totals of the other tabs: one round of cheap counts. */
export async function adminCounts(db: DbOrTx): Promise<AdminCounts> {
  const [l, e, ev, gi, br, cl, rp, rv, bl, sg, ob, hr, at] = await Promise.all([
    countByStatus(db, listings, listings.status, LISTING_REQUEST_STATUSES),
    countByStatus(db, editRequests, editRequests.status, EDIT_REQUEST_STATUSES),
    countByStatus(db, events, events.status, REQUEST_STATUSES),
    countByStatus(db, getInvolvedLeads, getInvolvedLeads.status, REQUEST_STATUSES),
    countByStatus(db, blogRequests, blogRequests.status, REQUEST_STATUSES),
    countByStatus(db, ownershipClaims, ownershipClaims.status, REQUEST_STATUSES),
    countOpenReportGroups(db),
    countAll(db, reviews),
    countAll(db, blogs),
    countAll(db, businessSuggestions),
    countAll(db, outbox),
    countAll(db, heldReviews),
    countUnverifiedAttributes(db),
  ]);
  return {
    listingRequests: queue(l),
    editRequests: queue(e),
    events: queue(ev),
    getInvolved: queue(gi),
    blogRequests: queue(br),
    claims: queue(cl),
    reports: rp,
    reviews: rv,
    blogs: bl,
    suggestions: sg,
    outbox: ob,
    heldReviews: hr,
    attributes: at,
  };
}
