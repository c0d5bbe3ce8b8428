// The phone card's own pieces: its first actions (Call, Directions) with the 'More' toggle that shows the
// rest of the card, and the link that makes the whole card open the business's page. Both are CSS-hidden on
// wide screens, where the full card shows everything and View More is a button.
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { CallButton, DirectionsButton } from './card-actions';

export interface QuickActionsProps {
  listing: Pick<ListingCard, 'businessName' | 'phoneNumber'>;
  address: string;
  /** The id of what 'More' shows and hides. */
  moreId: string;
  expanded: boolean;
  onToggle: () => void;
  className?: string;
}

/** On the narrowest phones the first actions drop their icons, so that 'More' still fits beside them. */
const FIRST_ACTION = 'h-9 px-3 max-[359px]:[&_svg]:hidden';

/** Phones: Call and Directions, then 'More' (a disclosure button for the founder, services, links and the rest). */
export function QuickActions({ listing, address, moreId, expanded, onToggle, className }: QuickActionsProps) {
  return (
    <div className={cn('flex items-center gap-1.5 md:hidden', className)}>
      <CallButton listing={listing} className={FIRST_ACTION} />
      {address && <DirectionsButton address={address} variant="outline" size="sm" className={FIRST_ACTION} />}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={onToggle}
        className="ml-auto h-9 gap-1 px-2.5 text-gold-ink"
      >
        More
        <span className="sr-only"> about {listing.businessName}</span>
        <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * Phones: the card's way to the business's page, stretched over the whole card under its text (the card's own
 * links and buttons sit above it), named for screen readers. Keyboard focus outlines the card.
 */
export function CardLink({ listing }: { listing: Pick<ListingCard, 'id' | 'businessName'> }) {
  return (
    <Link
      to={paths.business(listing.id)}
      className="absolute inset-0 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 md:hidden"
    >
      <span className="sr-only">View More about {listing.businessName}</span>
    </Link>
  );
}
