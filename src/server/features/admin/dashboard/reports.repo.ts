// The Reports queue for staff: visitors' reports grouped by what they are about (a listing, or one review),
// with their reasons counted and their notes; deciding resolves every open report of the group at once.
// Closing and reopening a listing lives here too: the listing leaves search by the triggers (migration 0020).
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ReportStatus } from '@shared/reference/reports';
import type { ReportGroupView, ReportQueueQuery } from '@shared/schemas/admin-reports';
import type { DbOrTx, Tx } from '@server/db/client';
import { accounts, adminUsers, listings, reports, reviews, userBusinesses } from '@server/db/schema';
import { iso, isoOrNull } from './common';

/** Open reports of a review that is gone (deleted from the Reviews tab) leave the queue with it. */
const listed = (status: ReportStatus): SQL | undefined =>
  and(eq(reports.status, status), status === 'open' ? or(eq(reports.kind, 'listing'), isNotNull(reports.reviewId)) : undefined);

const GROUP = [reports.kind, reports.listingId, reports.reviewId, reports.decision, reports.decidedAt, reports.decidedBy] as const;

interface ReportItem {
  reason: string;
  note: string;
  createdAt: string;
}

async function countGroups(db: DbOrTx, status: ReportStatus): Promise<number> {
  const grouped = db
    .select({ one: sql`1`.as('one') })
    .from(reports)
    .where(listed(status))
    .groupBy(...GROUP)
    .as('grouped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(grouped);
  return row?.count ?? 0;
}

/** The number of open groups: the tab's badge. */
export const countOpenReportGroups = (db: DbOrTx) => countGroups(db, 'open');

export async function listReportGroups(db: DbOrTx, query: ReportQueueQuery) {
  const lastReportedAt = sql`max(${reports.createdAt})`.mapWith(reports.createdAt);
  const [groups, open, resolved] = await Promise.all([
    db
      .select({
        kind: reports.kind,
        listingId: reports.listingId,
        reviewId: reports.reviewId,
        decision: reports.decision,
        decidedAt: reports.decidedAt,
        decidedBy: reports.decidedBy,
        count: sql<number>`count(*)::int`,
        firstReportedAt: sql`min(${reports.createdAt})`.mapWith(reports.createdAt),
        lastReportedAt,
        fromOwner: sql<boolean>`bool_or(${reports.fromOwner} is not null)`,
        items: sql<
          ReportItem[]
        >`json_agg(json_build_object('reason', ${reports.reason}, 'note', ${reports.note}, 'createdAt', ${reports.createdAt}) order by ${reports.createdAt} desc, ${reports.id} desc)`,
      })
      .from(reports)
      .where(listed(query.status))
      .groupBy(...GROUP)
      // Open: the most reported first; decided: the newest decision first.
      .orderBy(
        ...(query.status === 'open'
          ? [desc(sql`count(*)`), desc(lastReportedAt), desc(reports.listingId)]
          : [desc(reports.decidedAt), desc(reports.listingId), desc(reports.reviewId)]),
      )
      .limit(query.limit)
      .offset(query.offset),
    countGroups(db, 'open'),
    countGroups(db, 'resolved'),
  ]);

  const listingIds = [...new Set(groups.map((g) => g.listingId))];
  const reviewIds = groups.flatMap((g) => (g.reviewId === null ? [] : [g.reviewId]));
  const adminIds = groups.flatMap((g) => (g.decidedBy === null ? [] : [g.decidedBy]));
  const [listingRows, reviewRows, adminRows] = await Promise.all([
    listingIds.length
      ? db
          .select({
            id: listings.id,
            businessName: listings.businessName,
            listingNumber: listings.listingNumber,
            closedAt: listings.closedAt,
            ownerEmail: accounts.email,
          })
          .from(listings)
          .leftJoin(userBusinesses, and(eq(userBusinesses.listingId, listings.id), isNotNull(userBusinesses.accountId)))
          .leftJoin(accounts, eq(accounts.id, userBusinesses.accountId))
          .where(inArray(listings.id, listingIds))
      : [],
    reviewIds.length
      ? db
          .select({ id: reviews.id, username: reviews.username, rating: reviews.rating, content: reviews.content, createdAt: reviews.createdAt })
          .from(reviews)
          .where(inArray(reviews.id, reviewIds))
      : [],
    adminIds.length ? db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).where(inArray(adminUsers.id, adminIds)) : [],
  ]);
  const listingById = new Map(listingRows.map((l) => [l.id, l]));
  const reviewById = new Map(reviewRows.map((r) => [r.id, r]));
  const adminById = new Map(adminRows.map((a) => [a.id, a.username]));

  const items: ReportGroupView[] = groups.map((g) => {
    const listing = listingById.get(g.listingId)!;
    const review = g.reviewId === null ? undefined : reviewById.get(g.reviewId);
    const reasons = new Map<string, number>();
    for (const item of g.items) reasons.set(item.reason, (reasons.get(item.reason) ?? 0) + 1);
    return {
      key: [g.kind, g.listingId, g.reviewId ?? '', g.decidedAt?.getTime() ?? ''].join(':'),
      kind: g.kind,
      listing: { ...listing, closedAt: isoOrNull(listing.closedAt) },
      review: review ? { ...review, createdAt: iso(review.createdAt) } : null,
      count: g.count,
      reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      notes: g.items.filter((item) => item.note !== '').map((item) => ({ ...item, createdAt: new Date(item.createdAt).toISOString() })),
      firstReportedAt: iso(g.firstReportedAt),
      lastReportedAt: iso(g.lastReportedAt),
      status: query.status,
      decision: g.decision,
      decidedAt: isoOrNull(g.decidedAt),
      adminUsername: g.decidedBy === null ? null : (adminById.get(g.decidedBy) ?? null),
      fromOwner: Boolean(g.fromOwner),
    };
  });
  return { items, total: query.status === 'open' ? open : resolved, counts: { open, resolved } };
}

/** The subject of a decision: a listing's own reports, or a review's. */
export type ReportSubject = { kind: 'listing'; listingId: number } | { kind: 'review'; reviewId: number };

const subjectOf = (subject: ReportSubject) =>
  subject.kind === 'listing' ? and(eq(reports.kind, 'listing'), eq(reports.listingId, subject.listingId)) : eq(reports.reviewId, subject.reviewId);

/** Resolves every open report of the subject with the decision; answers how many, and their listing. */
export async function resolveReports(tx: Tx, subject: ReportSubject, decision: string, adminId: number) {
  const rows = await tx
    .update(reports)
    .set({ status: 'resolved', decision, decidedAt: new Date(), decidedBy: adminId })
    .where(and(eq(reports.status, 'open'), subjectOf(subject)))
    .returning({ listingId: reports.listingId, fromOwner: reports.fromOwner });
  return { resolved: rows.length, listingId: rows[0]?.listingId, fromOwner: rows.some((row) => row.fromOwner !== null) };
}

/** The listing a staff action is about: its name and whether it is closed (approved listings only). */
export async function findListingForClosure(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, businessName: listings.businessName, closedAt: listings.closedAt })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved')))
    .limit(1);
  return row;
}

/** Marks an approved, open listing closed (now); answers the row, or undefined when it was not open. */
export async function closeListing(tx: Tx, listingId: number) {
  const [row] = await tx
    .update(listings)
    .set({ closedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved'), isNull(listings.closedAt)))
    .returning({ id: listings.id, businessName: listings.businessName, closedAt: listings.closedAt });
  return row;
}

/** Reopens a closed listing; answers the row, or undefined when it was not closed. */
export async function reopenListing(tx: Tx, listingId: number) {
  const [row] = await tx
    .update(listings)
    .set({ closedAt: null, updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved'), isNotNull(listings.closedAt)))
    .returning({ id: listings.id, businessName: listings.businessName, closedAt: listings.closedAt });
  return row;
}
