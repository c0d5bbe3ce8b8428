// The detail page's rating summary: average to one decimal, stars and count, linking to the reviews page.
import { MessageSquarePlus, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { ButtonLink } from '@web/components/button-link';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { formatRating, reviewCountLabel } from '@web/lib/rating-text';
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
        <span className="font-display text-4xl font-extrabold leading-none text-espresso">{count ? formatRating(average) : '–'}</span>
        <span className="flex flex-col gap-1">
          <span className="flex gap-0.5" role="img" aria-label={count ? `Rated ${formatRating(average)} out of 5` : 'No ratings yet'}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} aria-hidden="true" className={cn('size-4', count && n <= Math.round(average) ? 'fill-gold text-gold' : 'text-gold-dark/45')} />
            ))}
          </span>
          <span className="text-sm text-muted-foreground">{count ? reviewCountLabel(count) : 'No reviews yet'}</span>
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
