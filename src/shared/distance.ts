// Great-circle distance in miles (the spec's Earth radius of 3959 mi) and its unit-sphere chord.

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

/**
 * The point on the unit sphere (x, y, z). The straight line (chord) between two such points grows with
 * the great-circle distance, which is what lets the database index distances as 3-D points.
 */
export function unitSpherePoint(p: Point): [number, number, number] {
  const lat = toRadians(p.latitude);
  const lng = toRadians(p.longitude);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The chord on the unit sphere that spans `miles` along the surface. */
export function chordOfMiles(miles: number): number {
  return 2 * Math.sin(miles / (2 * EARTH_RADIUS_MILES));
}

export function formatMiles(miles: number): string {
  return `${roundMiles(miles).toFixed(1)} mi`;
}
