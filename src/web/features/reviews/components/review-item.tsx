// One review: name, stars, date as 'MMM dd, yyyy' and the text, always shown as plain text; under it, nested,
// the verified owner's 'Response from the owner' with its own date, and 'Report review'.
import { CornerDownRight } from 'lucide-react';
import type { OwnerReply, Review } from '@shared/schemas/review';
import { REVIEW_DATE_PATTERN } from '@shared/reference/reviews';
import { useShownDate } from '@web/lib/use-shown-date';
import { Stars } from '@web/components/stars';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { ReportReviewLink } from '@web/features/reports';

const LONG_DATE = 'PPPP';

export function ReviewItem({ review }: { review: Review }) {
  const longDate = useShownDate(review.createdAt, LONG_DATE);
  const shortDate = useShownDate(review.createdAt, REVIEW_DATE_PATTERN);
  return (
    <article className="flex gap-3 rounded-2xl border bg-card p-4 shadow-card sm:gap-4 sm:p-5" aria-label={`Review by ${review.username}`}>
      <InitialsAvatar name={review.username} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <h3 className="break-words font-sans text-base font-bold tracking-normal text-foreground">{review.username}</h3>
          <time dateTime={review.createdAt} title={longDate} className="text-sm text-muted-foreground">
            {shortDate}
          </time>
        </div>
        <Stars value={review.rating} />
        {/* React escapes text: markup in a review shows as the characters typed, never as HTML. */}
        <p className="whitespace-pre-line break-words text-[0.95rem] leading-relaxed text-foreground/90">{review.content}</p>
        {review.ownerReply && <OwnerResponse reply={review.ownerReply} />}
        <ReportReviewLink reviewId={review.id} author={review.username} />
      </div>
    </article>
  );
}

/** Dated when it was written; an edited answer says so (its edit date in the tooltip). */
function OwnerResponse({ reply }: { reply: OwnerReply }) {
  const longDate = useShownDate(reply.createdAt, LONG_DATE);
  const shortDate = useShownDate(reply.createdAt, REVIEW_DATE_PATTERN);
  const editedDate = useShownDate(reply.updatedAt ?? reply.createdAt, LONG_DATE);
  return (
    <section aria-label="Response from the owner" className="mt-2 flex gap-2.5 rounded-xl border-l-4 border-gold bg-gold-soft/45 py-3 pl-3 pr-3.5 sm:pl-4">
      <CornerDownRight className="mt-0.5 hidden size-4 shrink-0 text-gold-ink sm:block" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <h4 className="font-sans text-sm font-bold tracking-normal text-espresso">Response from the owner</h4>
          <span className="text-sm text-muted-foreground">
            <time dateTime={reply.createdAt} title={longDate}>
              {shortDate}
            </time>
            {reply.updatedAt && <span title={`Edited ${editedDate}`}> (edited)</span>}
          </span>
        </div>
        <p className="whitespace-pre-line break-words text-[0.95rem] leading-relaxed text-foreground/90">{reply.body}</p>
      </div>
    </section>
  );
}
