// Picks the geocoder for the configuration: a Nominatim-compatible service when GEOCODER_URL is set,
// otherwise the offline US ZIP-code table.
import type { Geocoder } from './geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';
import { zipCodeGeocoder } from './zip-geocoder';

export interface GeocoderOptions {
  /** A Nominatim-compatible service; the offline ZIP table when unset. */
  url?: string;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent?: string;
  timeoutMs?: number;
}

export function createGeocoder(options: GeocoderOptions = {}): Geocoder {
  return options.url
    ? nominatimGeocoder(options.url, { userAgent: options.userAgent ?? 'community-directory', timeoutMs: options.timeoutMs ?? 5000 })
    : zipCodeGeocoder();
}
