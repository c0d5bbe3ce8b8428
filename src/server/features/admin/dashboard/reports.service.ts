// Decisions on visitors' reports, and closing or reopening a listing: one transaction that resolves the
// reports, changes the listing or deletes the review, and queues the owner's e-mail when it concerns them;
// then open pages and cached ones are told (a listing change drops every page).
import type { ListingReportDecision, ReviewReportDecision } from '@shared/reference/reports';
import type { ListingClosureResult, ReportDecisionResult } from '@shared/schemas/admin-reports';
import type { Db, Tx } from '@server/db/client';
import type { ChangeBus } from '@server/plugins/realtime';
import { conflict, notFound } from '@server/http-error';
import type { Mail, Mailer, Site } from '@server/features/mail';
import { verifiedOwnerOf } from '@server/features/owners';
import type { Staff } from '../decisions/decisions.service';
import { listingClosedMail, listingCorrectedMail, listingReopenedMail, ownerLookAnsweredMail, reviewRemovedMail } from './report-mails';
import { closeListing, findListingForClosure, reopenListing, resolveReports } from './reports.repo';
import { deleteReview } from './review-moderation.repo';

export const REPORTS_DECIDED = 'These reports have already been decided. Refresh to see the queue as it is now.';
export const LISTING_NOT_FOUND = 'Business Not Found';
export const ALREADY_CLOSED = 'This business is already marked closed.';
export const NOT_CLOSED = 'This business is not marked closed.';

export interface ReportDecisionDeps {
  db: Db;
  mailer: Pick<Mailer, 'queue'>;
  changes: Pick<ChangeBus, 'publish'>;
}

export function createReportDecisions({ db, mailer, changes }: ReportDecisionDeps) {
  /** Queues the mail to the listing's verified owner; false when it has none. */
  const tellOwner = async (tx: Tx, listingId: number, mail: (business: { id: number; businessName: string }) => Mail) => {
    const owner = await verifiedOwnerOf(tx, listingId);
    const listing = owner && (await findListingForClosure(tx, listingId));
    if (!owner || !listing) return false;
    await mailer.queue(tx, { to: owner.email, ...mail(listing) });
    return true;
  };

  return {
    /** Dismiss a listing's reports, note it was edited, or mark it closed. 409 when none is open. */
    async decideListing(listingId: number, decision: ListingReportDecision, staff: Staff): Promise<ReportDecisionResult> {
      const { result, closed } = await db.transaction(async (tx) => {
        const closed = decision === 'close' ? await closeListing(tx, listingId) : undefined;
        const { resolved } = await resolveReports(tx, { kind: 'listing', listingId }, decision, staff.adminId);
        if (resolved === 0) throw conflict(REPORTS_DECIDED);
        const mail = decision === 'close' ? listingClosedMail : decision === 'edited' ? listingCorrectedMail : null;
        // A listing closed already (from another report) is not announced twice.
        const emailed = mail !== null && (decision !== 'close' || closed !== undefined) && (await tellOwner(tx, listingId, (b) => mail(staff.site, b)));
        return { result: { resolved, emailed }, closed };
      });
      if (closed) changes.publish({ topic: 'listings', id: listingId });
      return result;
    },

    /** Dismiss a review's reports, or delete the review. 409 when none is open. */
    async decideReview(reviewId: number, decision: ReviewReportDecision, staff: Staff): Promise<ReportDecisionResult> {
      const { result, businessId } = await db.transaction(async (tx) => {
        const { resolved, listingId, fromOwner } = await resolveReports(tx, { kind: 'review', reviewId }, decision, staff.adminId);
        if (resolved === 0 || listingId === undefined) throw conflict(REPORTS_DECIDED);
        // The owner who asked staff to look at the review is told the answer either way.
        if (decision !== 'delete-review') {
          const emailed = fromOwner && (await tellOwner(tx, listingId, (b) => ownerLookAnsweredMail(staff.site, b, 'kept')));
          return { result: { resolved, emailed }, businessId: undefined };
        }
        const deleted = await deleteReview(tx, reviewId);
        const removedMail = fromOwner
          ? (b: { id: number; businessName: string }) => ownerLookAnsweredMail(staff.site, b, 'removed')
          : reviewRemovedMail.bind(null, staff.site);
        const emailed = deleted !== undefined && (await tellOwner(tx, listingId, removedMail));
        return { result: { resolved, emailed }, businessId: deleted?.businessId };
      });
      if (businessId !== undefined) changes.publish({ topic: 'reviews', businessId });
      return result;
    },

    /** Marks a listing permanently closed, or open again; its owner is told either way. */
    async setClosed(listingId: number, closed: boolean, site: Site): Promise<ListingClosureResult> {
      const result = await db.transaction(async (tx) => {
        const row = closed ? await closeListing(tx, listingId) : await reopenListing(tx, listingId);
        if (!row) {
          if (!(await findListingForClosure(tx, listingId))) throw notFound(LISTING_NOT_FOUND);
          throw conflict(closed ? ALREADY_CLOSED : NOT_CLOSED);
        }
        const emailed = await tellOwner(tx, listingId, (b) => (closed ? listingClosedMail : listingReopenedMail)(site, b));
        return { id: row.id, closedAt: row.closedAt?.toISOString() ?? null, emailed };
      });
      changes.publish({ topic: 'listings', id: listingId });
      return result;
    },
  };
}
export type ReportDecisions = ReturnType<typeof createReportDecisions>;
