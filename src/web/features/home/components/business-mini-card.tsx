// A business in a few lines for the home page: name (opening its page; the whole card is the link), type,
// city and state, its rating, and how far it is when the visitor's location is known.
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { formatAverage, formatCount } from '@shared/format-count';
import { formatMiles } from '@shared/distance';
import { paths } from '@shared/paths';
import type { ListingCard } from '@shared/schemas/listing';
import { Stars } from '@web/components/stars';
import { SkeletonBars } from '@web/components/ui/skeleton';

export function BusinessMiniCard({ listing }: { listing: ListingCard }) {
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  const { count, average } = listing.rating;
  return (
    <article className="group relative flex w-full flex-col gap-2 rounded-2xl border bg-card p-4 shadow-card transition-[border-color,box-shadow] focus-within:ring-2 focus-within:ring-ring hover:border-gold-dark hover:shadow-lift">
      <p className="truncate text-xs font-semibold uppercase tracking-wide text-gold-ink">{listing.businessType}</p>
      {/* Two lines whatever the name: swapping new for nearby businesses never moves the page. */}
      <h3 className="line-clamp-2 min-h-[2.5em] break-words font-sans text-base font-bold leading-[1.25] tracking-normal text-espresso">
        <Link to={paths.business(listing.id)} className="outline-none after:absolute after:inset-0 group-hover:text-ember-ink">
          {listing.businessName}
        </Link>
      </h3>
      <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
        <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{place || 'Location not listed'}</span>
        {listing.distance !== null && <span className="ml-auto shrink-0 pl-2 font-semibold text-espresso">{formatMiles(listing.distance)}</span>}
      </p>
      <p className="mt-auto flex items-center gap-1.5 text-sm">
        <Stars value={count ? average : null} size="sm" />
        <span className="text-muted-foreground">{count ? `${formatAverage(average)} · ${formatCount(count, 'review')}` : 'No reviews yet'}</span>
      </p>
    </article>
  );
}

export function BusinessMiniCardSkeleton() {
  return (
    <div aria-hidden="true" className="w-full rounded-2xl border bg-card p-4 shadow-card">
      <SkeletonBars bars={['h-3 w-24', 'h-5 w-40', 'h-4 w-32', 'h-4 w-36']} className="gap-2.5" />
    </div>
  );
}
