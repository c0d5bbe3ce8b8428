// The business a visitor chose on the phone map, in a small card over the map's foot: its name (opening
// its page), type, place and rating, and a button to put it away. Shown in place, so a pin tap never
// scrolls the page (or the map) away from where the visitor is looking.
import { X } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { formatAverage, formatCount } from '@shared/format-count';
import { paths } from '@shared/paths';
import { Stars } from '@web/components/stars';
import { Button } from '@web/components/ui/button';

export function MapPeek({ listing, onClose }: { listing: ListingCard; onClose: () => void }) {
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  const { count, average } = listing.rating;
  return (
    <div
      role="group"
      aria-label={`Chosen on the map: ${listing.businessName}`}
      className="absolute inset-x-2 bottom-2 z-[1000] flex items-start gap-2 rounded-2xl border bg-card p-3 pr-1 shadow-lift"
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link to={paths.business(listing.id)} className="truncate font-bold text-espresso underline-offset-4 hover:underline">
          {listing.businessName}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{[listing.businessType, place].filter(Boolean).join(' · ')}</p>
        <p className="flex items-center gap-1.5 text-sm">
          <Stars value={count ? average : null} size="sm" />
          <span className="text-muted-foreground">{count ? `${formatAverage(average)} (${formatCount(count, 'review')})` : 'No reviews yet'}</span>
        </p>
      </div>
      <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close" className="shrink-0">
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
