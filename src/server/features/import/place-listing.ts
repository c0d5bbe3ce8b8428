// Placing a listing that came without coordinates: the geocoder's answer for its address (ZIP code and
// state read from the street line when their columns are empty), written into its empty fields.
import type { Geocoder, GeocodeResult } from '../geocoding';
import type { ImportedListing } from './map-listing';

type Place = Pick<ImportedListing, 'address' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude' | 'formattedAddress'>;

/** The geocoder's place for the listing's address; null when it finds none or fails. */
export async function findPlace(geocoder: Geocoder, listing: Place): Promise<GeocodeResult | null> {
  const zipCode = listing.zipCode ?? /\b(\d{5})(?:-\d{4})?\s*$/.exec(listing.address)?.[1] ?? '';
  const state = listing.state ?? /\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/.exec(listing.address)?.[1] ?? '';
  try {
    return await geocoder.geocode({ street: listing.address, city: listing.city ?? '', state, zipCode });
  } catch {
    return null;
  }
}

/** Takes the place's position, and its address parts where the listing has none. */
export function applyPlace(listing: Place, place: GeocodeResult) {
  listing.latitude = place.latitude;
  listing.longitude = place.longitude;
  listing.formattedAddress ??= place.formattedAddress;
  listing.city ??= place.city;
  listing.state ??= place.state;
  listing.zipCode ??= place.zipCode;
}
