// What a geocoder takes and gives, and its two failures ('Geocoding service unavailable', 'Address not found').
// Callers treat every failure as 'no coordinates'.
export interface AddressQuery {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** The spec's geocoding result: latitude, longitude, formatted_address, city, state, zip_code. */
export interface GeocodeResult {
  latitude: number;
  longitude: number;
  formattedAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

export interface Geocoder {
  /** Resolves the address or throws a GeocodingError. */
  geocode(address: AddressQuery): Promise<GeocodeResult>;
}

export const GEOCODER_UNAVAILABLE = 'Geocoding service unavailable';
export const ADDRESS_NOT_FOUND = 'Address not found';

export class GeocodingError extends Error {
  override name = 'GeocodingError';
}
