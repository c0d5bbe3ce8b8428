// The business page's three actions under its name: Call, Directions (a maps search) and Website, the
// things a visitor on a phone came to do, before anything else.
import { Globe, Navigation, Phone } from 'lucide-react';
import type { ListingCard } from '@shared/schemas/listing';
import { mapsSearchHref, telHref, websiteHref } from '@web/lib/contact-links';
import { directionsQuery } from '../lib/listing-text';
import { ContactTile } from './contact-tile';

export function VisitActions({ listing }: { listing: ListingCard }) {
  const directions = directionsQuery(listing);
  return (
    <div role="group" aria-label="Call, directions and website" className="grid grid-cols-3 gap-2" data-testid="visit-actions">
      <ContactTile href={telHref(listing.phoneNumber.trim())} label="Call" icon={Phone} insight="call" primary />
      <ContactTile href={directions ? mapsSearchHref(directions) : null} label="Directions" icon={Navigation} insight="directions" external />
      <ContactTile href={websiteHref(listing.website)} label="Website" icon={Globe} insight="website" external />
    </div>
  );
}
