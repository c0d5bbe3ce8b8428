// The detail page's map: the address, and the business's pin at the centre of a small map (only its own
// pin, so the map never pans away to frame the visitor too; Quick Stats says how far it is).
import { MapPin } from 'lucide-react';
import type { ListingCard } from '@shared/schemas/listing';
import { LazyResultsMap, MapPlaceholder } from '@web/components/map';
import { siteSettings } from '@web/lib/inline-site-settings';
import { shownAddress } from '../lib/listing-text';
import { DetailCard } from './detail-card';

const ignore = () => {};

export function LocationCard({ listing }: { listing: ListingCard }) {
  const address = shownAddress(listing);
  const hasPin = listing.latitude !== null && listing.longitude !== null;

  return (
    <DetailCard title="Location" icon={MapPin}>
      {address && <p className="break-words text-sm font-medium text-foreground/90">{address}</p>}
      {hasPin ? (
        <LazyResultsMap
          points={[{ id: listing.id, name: listing.businessName, latitude: listing.latitude!, longitude: listing.longitude! }]}
          selectedId={listing.id}
          onSelect={ignore}
          tileUrl={siteSettings.mapTileUrl}
          label={`Map showing ${listing.businessName}`}
          className="h-48 shadow-none sm:h-56"
        />
      ) : (
        <MapPlaceholder className="h-32 shadow-none">No map location yet</MapPlaceholder>
      )}
    </DetailCard>
  );
}
