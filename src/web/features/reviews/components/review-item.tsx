// One review: name, stars, date as 'MMM dd, yyyy' and the text, always shown as plain text.
import type { Review } from '@shared/schemas/review';
import { initials } from '@web/lib/contact-links';
import { useShownDate } from '@web/lib/use-shown-date';
import { Stars } from './stars';

export function ReviewItem({ review }: { review: Review }) {
  const longDate = useShownDate(review.createdAt, 'PPPP');
  const shortDate = useShownDate(review.createdAt, 'MMM dd, yyyy');
  return (
    <article className="flex gap-3 rounded-2xl border bg-card p-4 shadow-card sm:gap-4 sm:p-5" aria-label={`Review by ${review.username}`}>
      <div
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-sm font-bold text-espresso sm:size-11"
      >
        {initials(review.username)}
      </div>
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
      </div>
    </article>
  );
}
