// The detail page's rating summary: average to one decimal, stars and count, linking to the reviews page.
import { MessageSquarePlus, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { ButtonLink } from '@web/components/button-link';
import { Stars } from '@web/components/stars';
import { paths } from '@shared/paths';
import { formatAverage, formatCount } from '@shared/format-count';
import { DetailCard } from './detail-card';

export function RatingCard({ listing }: { listing: ListingCard }) {
  const { count, average } = listing.rating;
  return (
    <DetailCard title="Reviews" icon={Star}>
      <Link
        to={paths.reviews(listing.id)}
        className="flex items-center gap-4 rounded-xl bg-muted/60 p-4 outline-none transition-colors hover:bg-gold-soft focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="detail-rating"
      >
        <span className="font-display text-4xl font-extrabold leading-none text-espresso">{count ? formatAverage(average) : '–'}</span>
        <span className="flex flex-col gap-1">
          <Stars value={count ? average : null} whole />
          <span className="text-sm text-muted-foreground">{count ? formatCount(count, 'review') : 'No reviews yet'}</span>
        </span>
      </Link>
      <div className="grid grid-cols-2 gap-2">
        <ButtonLink variant="outline" to={paths.reviews(listing.id)}>
          Read Reviews
        </ButtonLink>
        <ButtonLink to={paths.writeReview(listing.id)}>
          <MessageSquarePlus aria-hidden="true" />
          Write a Review
        </ButtonLink>
      </div>
    </DetailCard>
  );
}
