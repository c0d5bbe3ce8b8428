// Taking a visitor's report: a business on the site, or one of its reviews; anything else is 404.
import type { ReportInput } from '@shared/schemas/report';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/http-error';
import { insertReport, isReportableListing, isReviewOf } from './reports.repo';

export const LISTING_NOT_FOUND = 'Business Not Found';
export const REVIEW_NOT_FOUND = 'Review not found';

export async function fileReport(db: DbOrTx, listingId: number, input: ReportInput): Promise<number> {
  if (!(await isReportableListing(db, listingId))) throw notFound(LISTING_NOT_FOUND);
  const reviewId = input.reviewId ?? null;
  if (reviewId !== null && !(await isReviewOf(db, reviewId, listingId))) throw notFound(REVIEW_NOT_FOUND);
  return insertReport(db, { listingId, reviewId, reason: input.reason, note: input.note });
}
