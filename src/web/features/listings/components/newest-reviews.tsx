// The business page's newest reviews, three at most: who, how many stars, when, and the text (a few lines;
// the reviews page has the rest). A placeholder of the same height holds their place while they load.
import { REVIEW_DATE_PATTERN } from '@shared/reference/reviews';
import type { Review } from '@shared/schemas/review';
import { Stars } from '@web/components/stars';
import { Skeleton } from '@web/components/ui/skeleton';
import { useShownDate } from '@web/lib/use-shown-date';
import { ReportReviewLink } from '@web/features/reports';

export const NEWEST_REVIEWS_SHOWN = 3;

/** `reviews` undefined while they load; `expected` is how many the listing has. */
export function NewestReviews({ reviews, expected }: { reviews: Review[] | undefined; expected: number }) {
  if (!reviews) {
    const waiting = Math.min(expected, NEWEST_REVIEWS_SHOWN);
    return waiting ? (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: waiting }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    ) : null;
  }
  if (!reviews.length) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label="Newest reviews" data-testid="newest-reviews">
      {reviews.slice(0, NEWEST_REVIEWS_SHOWN).map((review) => (
        <li key={review.id}>
          <ReviewSnippet review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReviewSnippet({ review }: { review: Review }) {
  const date = useShownDate(review.createdAt, REVIEW_DATE_PATTERN);
  return (
    <article className="flex min-w-0 flex-col gap-1.5 rounded-xl bg-muted/60 p-3.5 sm:p-4" aria-label={`Review by ${review.username}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h3 className="min-w-0 break-words font-sans text-sm font-bold tracking-normal text-foreground">{review.username}</h3>
        <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
          {date}
        </time>
      </div>
      <Stars value={review.rating} size="sm" />
      {/* Plain text, as typed: React escapes it. */}
      <p className="line-clamp-3 whitespace-pre-line break-words text-sm leading-relaxed text-foreground/90">{review.content}</p>
      <ReportReviewLink reviewId={review.id} author={review.username} />
    </article>
  );
}
