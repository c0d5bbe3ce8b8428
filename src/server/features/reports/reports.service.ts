// Taking a visitor's report: a business on the site, or one of its reviews; anything else is 404. And a
// verified owner's request that staff look at a review of their listing (once per review).
import { OWNER_LOOK } from '@shared/reference/reports';
import type { OwnerLookInput, ReportInput } from '@shared/schemas/report';
import type { DbOrTx } from '@server/db/client';
import { conflict, notFound } from '@server/http-error';
import { verifiedOwnerOf } from '../owners';
import { insertReport, isReportableListing, isReviewOf, listingOfReview } from './reports.repo';

export const LISTING_NOT_FOUND = 'Business Not Found';
export const REVIEW_NOT_FOUND = 'Review not found';

export async function fileReport(db: DbOrTx, listingId: number, input: ReportInput): Promise<number> {
  if (!(await isReportableListing(db, listingId))) throw notFound(LISTING_NOT_FOUND);
  const reviewId = input.reviewId ?? null;
  if (reviewId !== null && !(await isReviewOf(db, reviewId, listingId))) throw notFound(REVIEW_NOT_FOUND);
  return (await insertReport(db, { listingId, reviewId, reason: input.reason, note: input.note }))!;
}

/** The owner's request joins the Reports queue as a report of the review marked as theirs. 404 unless they own it. */
export async function askStaffToLook(db: DbOrTx, accountId: number, reviewId: number, input: OwnerLookInput): Promise<number> {
  const listingId = await listingOfReview(db, reviewId);
  const owner = listingId === undefined ? undefined : await verifiedOwnerOf(db, listingId);
  if (listingId === undefined || owner?.accountId !== accountId) throw notFound(OWNER_LOOK.notYours);
  const id = await insertReport(db, { listingId, reviewId, reason: input.reason, note: input.note, fromOwner: accountId });
  if (id === undefined) throw conflict(OWNER_LOOK.already);
  return id;
}
