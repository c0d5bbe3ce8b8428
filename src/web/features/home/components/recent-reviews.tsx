// The newest reviews across the directory: who wrote it, the stars, a few lines of the text, and the
// business it is about (opening the business's page). Hidden while there are none.
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import type { RecentReview } from '@shared/schemas/review';
import { Stars } from '@web/components/stars';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { useShownDate } from '@web/lib/use-shown-date';
import { useRecentReviews } from '../api/get-recent-reviews';
import { HomeSection } from './home-section';
import { ScrollRow } from './scroll-row';

export function RecentReviews() {
  const { data } = useRecentReviews();
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <HomeSection id="home-reviews-heading" title="Recent reviews" note="What neighbors are saying about the businesses they visit.">
      <ScrollRow
        label="Recent reviews"
        columns="md:grid-cols-2 lg:grid-cols-3"
        itemWidth="w-72"
        items={items.map((review) => ({ key: review.id, node: <RecentReviewCard review={review} /> }))}
      />
    </HomeSection>
  );
}

function RecentReviewCard({ review }: { review: RecentReview }) {
  const date = useShownDate(review.createdAt, 'MMM d, yyyy');
  return (
    <article
      aria-label={`Review of ${review.business.businessName} by ${review.username}`}
      className="flex w-full flex-col gap-2.5 rounded-2xl border bg-card p-4 shadow-card"
    >
      <h3 className="font-sans text-base font-bold leading-snug tracking-normal">
        <Link
          to={paths.business(review.business.id)}
          className="line-clamp-1 break-words rounded-sm text-espresso underline-offset-4 outline-none hover:text-ember-ink hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {review.business.businessName}
        </Link>
      </h3>
      <div className="flex items-center justify-between gap-2">
        <Stars value={review.rating} size="sm" />
        {date && (
          <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
            {date}
          </time>
        )}
      </div>
      {/* React escapes text: markup in a review shows as typed. */}
      <p className="line-clamp-3 break-words text-sm leading-relaxed text-foreground/90">{review.content}</p>
      <p className="mt-auto flex items-center gap-2 pt-1 text-sm font-semibold text-foreground">
        <InitialsAvatar name={review.username} size="sm" />
        <span className="truncate">{review.username}</span>
      </p>
    </article>
  );
}
