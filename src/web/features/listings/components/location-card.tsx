// The detail page's map: the address, and the business's pin at the centre of a small map drawn with the
// page (only its own pin, never framing the visitor too; Quick Stats says how far it is). A tap opens the
// address in the visitor's maps app.
import { MapPin } from 'lucide-react';
import type { ListingCard } from '@shared/schemas/listing';
import { MapPlaceholder } from '@web/components/map';
import { StaticMap } from '@web/components/map/static-map';
import { mapsSearchHref } from '@web/lib/contact-links';
import { siteSettings } from '@web/lib/inline-site-settings';
import { shownAddress } from '../lib/listing-text';
import { DetailCard } from './detail-card';

export function LocationCard({ listing }: { listing: ListingCard }) {
  const address = shownAddress(listing);
  const hasPin = listing.latitude !== null && listing.longitude !== null;

  return (
    <DetailCard title="Location" icon={MapPin}>
      {address && <p className="break-words text-sm font-medium text-foreground/90">{address}</p>}
      {hasPin ? (
        <StaticMap
          latitude={listing.latitude!}
          longitude={listing.longitude!}
          tileUrl={siteSettings.mapTileUrl}
          label={`Map showing ${listing.businessName}`}
          href={mapsSearchHref(address || listing.businessName)}
          place={listing.businessName}
          className="h-48 sm:h-56"
        />
      ) : (
        <MapPlaceholder className="h-32 shadow-none">No map location yet</MapPlaceholder>
      )}
    </DetailCard>
  );
}
