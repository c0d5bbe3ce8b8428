// Visitors' reports as they arrive: what they report must be on the site (an approved listing, a review of
// it), and the report is stored open for the staff queue, without its sender's address.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { listings, reports, reviews } from '@server/db/schema';

/** Whether the listing is public (approved; a closed one may still be reported, say, to say it is open). */
export async function isReportableListing(db: DbOrTx, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/** Whether the review is one of this listing's. */
export async function isReviewOf(db: DbOrTx, reviewId: number, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.businessId, listingId)))
    .limit(1);
  return row !== undefined;
}

export interface NewReport {
  listingId: number;
  reviewId: number | null;
  reason: string;
  note: string;
  /** The verified owner asking staff to look at a review of their listing. */
  fromOwner?: number;
}

/** Stores the report; answers its id, or undefined when the owner already asked about this review. */
export async function insertReport(db: DbOrTx, report: NewReport): Promise<number | undefined> {
  const [row] = await db
    .insert(reports)
    .values({ ...report, kind: report.reviewId === null ? 'listing' : 'review' })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id;
}

/** The listing a review is of. */
export async function listingOfReview(db: DbOrTx, reviewId: number): Promise<number | undefined> {
  const [row] = await db.select({ listingId: reviews.businessId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  return row?.listingId;
}
