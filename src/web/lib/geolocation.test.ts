// The spec's geolocation options and error texts.
import { describe, expect, it } from 'vitest';
import { GEOLOCATION_OPTIONS, geolocationErrorMessage, LOCATION_TOAST } from './geolocation';

describe('geolocation', () => {
  it('asks for a precise position within 10 s, accepting one up to 5 minutes old', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
  });

  it('names each failure as the spec does', () => {
    expect(geolocationErrorMessage(1)).toBe('Location access denied by user');
    expect(geolocationErrorMessage(2)).toBe('Location information unavailable');
    expect(geolocationErrorMessage(3)).toBe('Location request timed out');
    expect(geolocationErrorMessage(undefined)).toBe('Failed to get location');
    expect(LOCATION_TOAST).toEqual({ title: 'Location Access', description: 'Enable location access for distance-based filtering.' });
  });
});
