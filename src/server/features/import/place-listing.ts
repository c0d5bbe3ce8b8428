// Placing a listing that came without coordinates: the geocoder's answer for its address (the old app's
// joined 'street, city, ST ZIP' address read as its parts, so the street is asked for once), written into
// its empty fields.
import { addressParts } from '@shared/event-place';
import type { Geocoder, GeocodeResult } from '../geocoding';
import type { ImportedListing } from './map-listing';

type Place = Pick<ImportedListing, 'address' | 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude' | 'formattedAddress'>;

/** The geocoder's place for the listing's address; null when it finds none or fails. */
export async function findPlace(geocoder: Geocoder, listing: Place): Promise<GeocodeResult | null> {
  const parts = addressParts(listing.address);
  const street = parts.streetAddress;
  const city = listing.city ?? parts.addressLocality ?? '';
  // An address of another shape may still end with 'ST 12345'.
  const state = listing.state ?? parts.addressRegion ?? /\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/.exec(listing.address)?.[1] ?? '';
  const zipCode = listing.zipCode ?? parts.postalCode ?? /\b(\d{5})(?:-\d{4})?\s*$/.exec(listing.address)?.[1] ?? '';
  try {
    return await geocoder.geocode({ street, city, state, zipCode });
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
