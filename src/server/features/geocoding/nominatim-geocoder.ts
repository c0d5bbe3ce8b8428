// Geocoding through a Nominatim-compatible search service (GET /search?format=json&q&limit=1&addressdetails=1).
import { STATES } from '@shared/reference';
import { safeFetch } from '@server/net/safe-fetch';
import { ADDRESS_NOT_FOUND, GEOCODER_UNAVAILABLE, GeocodingError, type Geocoder } from './geocoder';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: {
    city?: string;
    town?: string;
    village?: string;
    state?: string;
    postcode?: string;
    'ISO3166-2-lvl4'?: string;
  };
}

// One place with its address details is a few kilobytes.
const MAX_ANSWER_BYTES = 1024 * 1024;

/** Nominatim names the state in full ('Georgia'); the listing keeps its code. */
function stateCode(address: NominatimPlace['address']): string | null {
  const iso = address?.['ISO3166-2-lvl4'];
  if (iso?.startsWith('US-')) return iso.slice(3);
  const name = address?.state?.toLowerCase();
  if (!name) return null;
  return STATES.find((s) => s.name.toLowerCase() === name || s.code.toLowerCase() === name)?.code ?? address!.state!;
}

export function nominatimGeocoder(baseUrl: string, options: { userAgent: string; timeoutMs: number }): Geocoder {
  return {
    async geocode(address) {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
      url.searchParams.set('format', 'json');
      url.searchParams.set('q', `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`);
      url.searchParams.set('limit', '1');
      url.searchParams.set('addressdetails', '1');

      let places: unknown;
      try {
        const response = await safeFetch(url, {
          headers: { accept: 'application/json', 'user-agent': options.userAgent },
          timeoutMs: options.timeoutMs,
          maxBytes: MAX_ANSWER_BYTES,
          // The operator chose this service, and it may run on this machine; where it redirects is checked like any link.
          policy: { allowOrigins: [url.origin] },
        });
        if (!response.ok) {
          await response.body?.cancel();
          throw new GeocodingError(GEOCODER_UNAVAILABLE);
        }
        places = await response.json();
      } catch (error) {
        // Refused connections, timeouts and answers that are not JSON all mean the service is not usable.
        throw error instanceof GeocodingError ? error : new GeocodingError(GEOCODER_UNAVAILABLE, { cause: error });
      }
      const place = (Array.isArray(places) ? places[0] : undefined) as NominatimPlace | undefined;
      const latitude = Number(place?.lat);
      const longitude = Number(place?.lon);
      if (!place || !Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new GeocodingError(ADDRESS_NOT_FOUND);
      const a = place.address;
      return {
        latitude,
        longitude,
        formattedAddress: place.display_name ?? '',
        city: a?.city ?? a?.town ?? a?.village ?? null,
        state: stateCode(a),
        zipCode: a?.postcode ?? null,
      };
    },
  };
}
