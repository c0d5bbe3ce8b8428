// Web Mercator tiles (256 px, as every slippy map serves them) around a point: what a map drawn without
// a map library needs to show that point at its centre.

const TILE = 256;
const SUBDOMAINS = ['a', 'b', 'c'];
export const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

export const isOpenStreetMap = (tileUrl: string) => /openstreetmap/i.test(tileUrl);

/** The point's position in pixels on the whole world's map at this zoom. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const size = TILE * 2 ** zoom;
  const lat = (Math.max(-85.05112878, Math.min(85.05112878, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}

export interface PlacedTile {
  x: number;
  y: number;
  /** Where the tile's top-left corner sits, in pixels from the point. */
  left: number;
  top: number;
}

/** Every tile within `halfWidth` × `halfHeight` pixels of the point, placed relative to it. */
export function tilesAround(latitude: number, longitude: number, zoom: number, halfWidth: number, halfHeight: number): PlacedTile[] {
  const { x, y } = worldPixel(latitude, longitude, zoom);
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor((y - halfHeight) / TILE); ty <= Math.floor((y + halfHeight) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor((x - halfWidth) / TILE); tx <= Math.floor((x + halfWidth) / TILE); tx++) {
      // Across the antimeridian the world repeats.
      tiles.push({ x: ((tx % count) + count) % count, y: ty, left: Math.round(tx * TILE - x), top: Math.round(ty * TILE - y) });
    }
  }
  return tiles;
}

/** A tile's address from a Leaflet-style template ({s}, {z}, {x}, {y}, and {r} for high-density tiles). */
export function tileSrc(template: string, zoom: number, x: number, y: number): string {
  return template
    .replace('{s}', SUBDOMAINS[(x + y) % SUBDOMAINS.length]!)
    .replace('{z}', String(zoom))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '');
}
