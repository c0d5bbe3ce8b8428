// The detail page's reviews: the average to one decimal with stars and count (linking to the reviews page),
// the three newest reviews with their text, 'Read all reviews' and 'Write a Review'; while some recent
// reviews are held for staff, a line says they are being checked.
import { ArrowRight, MessageSquarePlus, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import type { Review } from '@shared/schemas/review';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import { ButtonLink } from '@web/components/button-link';
import { Stars } from '@web/components/stars';
import { paths } from '@shared/paths';
import { formatAverage, formatCount } from '@shared/format-count';
import { DetailCard } from './detail-card';
import { NewestReviews } from './newest-reviews';

/** Two buttons side by side when both fit, one above the other when not (never wider than the card). */
const ACTION = 'grow basis-44';

export function RatingCard({ listing, reviews, checking }: { listing: ListingCard; reviews: Review[] | undefined; checking: boolean }) {
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
      {checking && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="reviews-checking">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {REVIEW_MESSAGES.checking}
        </p>
      )}
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
