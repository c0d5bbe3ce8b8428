// What a page shows to open the report dialogs: 'Report a problem' under a business's contact details and
// 'Report review' on each review. Each is a link to the page's address with the dialog open
// ('?report', '?report-review=45'), so a tap before the app's script has run still opens it (the server
// renders it open); the dialog's code is fetched when the visitor reaches for the link.
import { Flag } from 'lucide-react';
import { REPORT_OPENS, REVIEW_REPORT_OPENS } from '@shared/reference/reports';
import { ButtonLink } from '@web/components/button-link';
import { useLinkedOpen } from '@web/lib/use-linked-open';
import { ReportDialogLater } from './report-dialogs';

const preload = () => void ReportDialogLater.preload();

export function ReportProblemLink() {
  const opener = useLinkedOpen(REPORT_OPENS);
  return (
    <div className="flex flex-col items-start gap-0.5 border-t pt-3">
      <ButtonLink
        variant="link"
        className="h-auto min-h-11 gap-1.5 px-0 text-sm font-semibold md:min-h-9"
        {...opener.link}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <Flag aria-hidden="true" />
        Report a problem
      </ButtonLink>
      <p className="text-xs leading-relaxed text-muted-foreground">Closed, moved or out of date? Tell our team.</p>
    </div>
  );
}

export function ReportReviewLink({ reviewId, author }: { reviewId: number; author: string }) {
  const opener = useLinkedOpen(REVIEW_REPORT_OPENS);
  return (
    <ButtonLink
      variant="link"
      size="sm"
      className="h-auto min-h-11 w-fit gap-1 px-0 text-xs font-semibold text-muted-foreground hover:text-foreground md:min-h-8"
      {...opener.linkFor(String(reviewId))}
      aria-label={`Report review by ${author}`}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      <Flag className="size-3.5" aria-hidden="true" />
      Report review
    </ButtonLink>
  );
}
