// The report dialogs of a business's pages, drawn when the page's address opens one ('?report',
// '?report-review=45'). Their code (zod and the report rules with it) is fetched only then: the business
// page's first load carries none of it.
import { REPORT_OPENS, REVIEW_REPORT_OPENS } from '@shared/reference/reports';
import { deferred } from '@web/components/deferred';
import { usePostedForm } from '@web/lib/posted-form';
import { useLinkedOpen } from '@web/lib/use-linked-open';

export const ReportDialogLater = deferred(() => import('./report-dialog').then((m) => m.ReportDialog));

/** For a page's handle: the dialog's code, when its address opens one, before the page renders. */
export const prepareReportDialogs = (url: URL) =>
  url.searchParams.has(REPORT_OPENS) || url.searchParams.has(REVIEW_REPORT_OPENS) ? ReportDialogLater.preload() : Promise.resolve();

/** The states of the address the dialogs open, for a page handle's `opens`. */
export const REPORT_DIALOG_OPENS = [REPORT_OPENS, REVIEW_REPORT_OPENS] as const;
/** For a page handle's `query`: a review's report carries its review's id, which the server's page must read. */
export const REPORT_DIALOG_QUERY = [REVIEW_REPORT_OPENS] as const;

export function ReportDialogs({ listingId, businessName, reviewsOnly = false }: { listingId: number; businessName: string; reviewsOnly?: boolean }) {
  const listing = useLinkedOpen(REPORT_OPENS);
  const review = useLinkedOpen(REVIEW_REPORT_OPENS);
  // A refused post without script comes back with the bare state: the review is the one it named.
  const posted = usePostedForm('review-report');
  const reviewId = Number(review.value || posted?.values.reviewId) || undefined;
  return (
    <>
      {!reviewsOnly && (
        <ReportDialogLater
          key="listing"
          shown={listing.open}
          listingId={listingId}
          businessName={businessName}
          open={listing.open}
          onOpenChange={listing.setOpen}
          action={listing.openHref}
          closeHref={listing.closeHref}
        />
      )}
      {/* One dialog per review: what was typed about one review is not shown for another. */}
      <ReportDialogLater
        key={`review-${reviewId ?? 'none'}`}
        shown={review.open && reviewId !== undefined}
        listingId={listingId}
        businessName={businessName}
        reviewId={reviewId}
        open={review.open && reviewId !== undefined}
        onOpenChange={review.setOpen}
        action={review.linkFor(String(reviewId ?? '')).to}
        closeHref={review.closeHref}
      />
    </>
  );
}
