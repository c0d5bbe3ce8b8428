// The detail page's reviews: the average to one decimal with stars and count (linking to the reviews page),
// the three newest reviews with their text, 'Read all reviews' and 'Write a Review'.
import { ArrowRight, MessageSquarePlus, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import type { Review } from '@shared/schemas/review';
import { ButtonLink } from '@web/components/button-link';
import { Stars } from '@web/components/stars';
import { paths } from '@shared/paths';
import { formatAverage, formatCount } from '@shared/format-count';
import { DetailCard } from './detail-card';
import { NewestReviews } from './newest-reviews';

/** Two buttons side by side when both fit, one above the other when not (never wider than the card). */
const ACTION = 'grow basis-44';

export function RatingCard({ listing, reviews }: { listing: ListingCard; reviews: Review[] | undefined }) {
  const { count, average } = listing.rating;
  return (
    <DetailCard title="Reviews" icon={Star}>
      <Link
        to={paths.reviews(listing.id)}
        className="flex items-center gap-4 rounded-xl bg-gold-soft/50 p-4 outline-none transition-colors hover:bg-gold-soft focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="detail-rating"
      >
        <span className="font-display text-4xl font-extrabold leading-none text-espresso">{count ? formatAverage(average) : '–'}</span>
        <span className="flex flex-col gap-1">
          <Stars value={count ? average : null} whole />
          <span className="text-sm text-muted-foreground">{count ? formatCount(count, 'review') : 'No reviews yet'}</span>
        </span>
      </Link>
      <NewestReviews reviews={reviews} expected={count} />
      <div className="flex flex-wrap gap-2">
        {count > 0 && (
          <ButtonLink variant="outline" to={paths.reviews(listing.id)} className={ACTION}>
            Read all reviews
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        )}
        <ButtonLink to={paths.writeReview(listing.id)} className={ACTION}>
          <MessageSquarePlus aria-hidden="true" />
          Write a Review
        </ButtonLink>
      </div>
    </DetailCard>
  );
}
