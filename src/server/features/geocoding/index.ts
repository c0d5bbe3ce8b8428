// What other features may use of the geocoding feature: what a geocoder takes and gives.
export type { GeocodeResult, Geocoder } from './geocoder';
