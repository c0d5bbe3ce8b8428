// Offline geocoding from the ZIP-code table of the 'zipcodes' package: the ZIP's centroid, city and state.
import type zipcodes from 'zipcodes';
import type { lookup } from 'zipcodes';
import { ADDRESS_NOT_FOUND, GeocodingError, type Geocoder } from './geocoder';

type Lookup = typeof lookup;
let tablePromise: Promise<typeof zipcodes> | undefined;

/** The table takes a quarter of a second to load, so it is loaded on first use, not at start-up. */
export function zipCodeTable(): Promise<typeof zipcodes> {
  tablePromise ??= import('zipcodes').then((m) => m.default ?? m);
  return tablePromise;
}

const loadLookup = (): Promise<Lookup> => zipCodeTable().then((table) => table.lookup);

export function zipCodeGeocoder(): Geocoder {
  return {
    async geocode(address) {
      const zip = address.zipCode.trim().slice(0, 5);
      const entry = /^\d{5}$/.test(zip) ? (await loadLookup())(zip) : undefined;
      // A ZIP of another state would put the business hundreds of miles away: better no position at all.
      if (!entry || entry.country !== 'US' || (address.state && entry.state !== address.state.toUpperCase())) {
        throw new GeocodingError(ADDRESS_NOT_FOUND);
      }
      return {
        latitude: entry.latitude,
        longitude: entry.longitude,
        formattedAddress: `${address.street}, ${entry.city}, ${entry.state} ${zip}`,
        city: entry.city,
        state: entry.state,
        zipCode: zip,
      };
    },
  };
}
