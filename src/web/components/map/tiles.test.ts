import { describe, expect, it } from 'vitest';
import { tileSrc, tilesAround, worldPixel } from './tiles';

describe('worldPixel', () => {
  it('puts the equator and the prime meridian at the middle of the world', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(0, 0, 2)).toEqual({ x: 512, y: 512 });
  });

  it('places London in the tile OpenStreetMap serves for it', () => {
    // Central London (51.5074, -0.1278) is in tile 10/511/340.
    const { x, y } = worldPixel(51.5074, -0.1278, 10);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([511, 340]);
  });
});

describe('tilesAround', () => {
  it('covers the box around the point, each tile placed so the point is at 0, 0', () => {
    const tiles = tilesAround(33.749, -84.388, 15, 300, 100);
    const { x, y } = worldPixel(33.749, -84.388, 15);
    for (const tile of tiles) {
      expect(tile.left).toBe(Math.round(tile.x * 256 - x));
      expect(tile.top).toBe(Math.round(tile.y * 256 - y));
    }
    const left = Math.min(...tiles.map((t) => t.left));
    const right = Math.max(...tiles.map((t) => t.left + 256));
    const top = Math.min(...tiles.map((t) => t.top));
    const bottom = Math.max(...tiles.map((t) => t.top + 256));
    expect(left).toBeLessThanOrEqual(-300);
    expect(right).toBeGreaterThanOrEqual(300);
    expect(top).toBeLessThanOrEqual(-100);
    expect(bottom).toBeGreaterThanOrEqual(100);
    // No more than the box needs: a tile's width at most beyond each side.
    expect(right - left).toBeLessThan(600 + 2 * 256);
  });

  it('wraps across the antimeridian and drops rows beyond the poles', () => {
    const tiles = tilesAround(85, 179.99, 2, 200, 300);
    expect(tiles.every((t) => t.x >= 0 && t.x < 4 && t.y >= 0 && t.y < 4)).toBe(true);
    expect(tiles.some((t) => t.x === 0)).toBe(true);
  });
});

describe('tileSrc', () => {
  it('fills a Leaflet template, spreading tiles over the subdomains', () => {
    expect(tileSrc('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 15, 8700, 13150)).toBe('https://b.tile.example.org/15/8700/13150.png');
    expect(tileSrc('https://{s}.tile.example.org/{z}/{x}/{y}.png', 15, 8701, 13150)).toBe('https://c.tile.example.org/15/8701/13150.png');
    expect(tileSrc('/tiles/{z}/{x}/{y}.png', 3, 1, 2)).toBe('/tiles/3/1/2.png');
  });
});
