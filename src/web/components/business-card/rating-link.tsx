// A listing's rating as a link to its reviews: '★ 4.3 (12 reviews)', or 'No reviews yet'. The link is
// named by the text a visitor sees, then what it means (a screen reader user says what they see to
// voice control, so the visible words come first in the name). `compact`: on phones the count without its
// noun ('(12)'), the noun still said to screen readers.
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { formatAverage, formatCount } from '@shared/format-count';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';

export function RatingLink({
  listing,
  compact = false,
  className,
}: {
  listing: Pick<ListingCard, 'id' | 'businessName' | 'rating'>;
  compact?: boolean;
  className?: string;
}) {
  const { count, average } = listing.rating;
  const reviews = formatCount(count, 'review');
  const space = reviews.indexOf(' ');
  return (
    <Link
      to={paths.reviews(listing.id)}
      className={cn(
        'inline-flex min-h-8 w-fit items-center gap-1 rounded-md text-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Star className={cn('size-4', count ? 'fill-gold text-gold' : 'text-muted-foreground')} aria-hidden="true" />
      {count ? (
        <>
          <span className="font-bold text-foreground">{formatAverage(average)}</span>
          <span className="text-muted-foreground">
            ({reviews.slice(0, space)}
            <span className={compact ? 'max-md:sr-only' : undefined}>{reviews.slice(space)}</span>)
          </span>
          <span className="sr-only"> – average rating out of 5, read the reviews</span>
        </>
      ) : (
        <>
          <span className="text-muted-foreground">No reviews yet</span>
          <span className="sr-only"> for {listing.businessName}</span>
        </>
      )}
    </Link>
  );
}
