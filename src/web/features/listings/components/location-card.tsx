// The detail page's small map: the business's pin (and the visitor's when known) with a directions link.
import { MapPin, Navigation } from 'lucide-react';
import type { ListingCard } from '@shared/schemas/listing';
import { NewTabLink } from '@web/components/new-tab-link';
import { mapsSearchHref } from '@web/lib/contact-links';
import { LazyResultsMap, MapPlaceholder } from '@web/components/map';
import { Button } from '@web/components/ui/button';
import { siteSettings } from '@web/lib/inline-site-settings';
import { useVisitorLocation } from '@web/lib/visitor-location';
import { DetailCard } from './detail-card';

const ignore = () => {};

export function LocationCard({ listing }: { listing: ListingCard }) {
  const { coords } = useVisitorLocation();
  const address = listing.formattedAddress?.trim() || listing.address.trim();
  const hasPin = listing.latitude !== null && listing.longitude !== null;
  const query = address || (hasPin ? `${listing.latitude},${listing.longitude}` : '');

  return (
    <DetailCard title="Location" icon={MapPin}>
      {hasPin ? (
        <LazyResultsMap
          points={[{ id: listing.id, name: listing.businessName, latitude: listing.latitude!, longitude: listing.longitude! }]}
          selectedId={listing.id}
          onSelect={ignore}
          userLocation={coords}
          tileUrl={siteSettings.mapTileUrl}
          label={`Map showing ${listing.businessName}`}
          className="h-56 shadow-none"
        />
      ) : (
        <MapPlaceholder className="h-32 shadow-none">No map location yet</MapPlaceholder>
      )}
      {address && <p className="text-sm text-foreground/85">{address}</p>}
      {query && (
        <Button asChild variant="outline">
          <NewTabLink href={mapsSearchHref(query)}>
            <Navigation aria-hidden="true" />
            Get Directions
          </NewTabLink>
        </Button>
      )}
    </DetailCard>
  );
}
