// Browser geolocation for the directory, New Businesses and the business pages: the spec's options (high
// accuracy, 10 s timeout, a cached position up to 5 minutes old) and its error texts, kept free of React
// so the messages can be unit tested.

export const GEOLOCATION_OPTIONS: Readonly<PositionOptions> = Object.freeze({
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
});

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser';

/** GeolocationPositionError codes: PERMISSION_DENIED 1, POSITION_UNAVAILABLE 2, TIMEOUT 3. */
export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return 'Location access denied by user';
    case 2:
      return 'Location information unavailable';
    case 3:
      return 'Location request timed out';
    default:
      return 'Failed to get location';
  }
}

export const LOCATION_TOAST = {
  title: 'Location Access',
  description: 'Enable location access for distance-based filtering.',
} as const;
