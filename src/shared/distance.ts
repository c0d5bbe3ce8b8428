// Great-circle distance in miles (the spec's Earth radius of 3959 mi) and the bounding box of a radius.

export const EARTH_RADIUS_MILES = 3959;

export interface Point {
  latitude: number;
  longitude: number;
}

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in miles, unrounded. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles rounded to one decimal, as shown and as the API answers. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/** The latitude/longitude box that holds every point within `radiusMiles` of `center`. */
export function boundingBox(center: Point, radiusMiles: number) {
  const latDelta = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const cosLat = Math.cos(toRadians(center.latitude));
  // Near the poles the box spans every longitude.
  const lngDelta = cosLat < 1e-6 ? 180 : Math.min(180, latDelta / cosLat);
  return {
    minLat: center.latitude - latDelta,
    maxLat: center.latitude + latDelta,
    minLng: center.longitude - lngDelta,
    maxLng: center.longitude + lngDelta,
  };
}

export function formatMiles(miles: number): string {
  return `${roundMiles(miles).toFixed(1)} mi`;
}
