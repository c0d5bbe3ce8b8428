// Distance maths: known city pairs, rounding, and the bounding box really containing the circle.
import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles, formatMiles, roundMiles } from './distance';

const atlanta = { latitude: 33.749, longitude: -84.388 };
const newYork = { latitude: 40.7128, longitude: -74.006 };

describe('distanceMiles', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMiles(atlanta, atlanta)).toBe(0);
    expect(distanceMiles(atlanta, newYork)).toBeCloseTo(distanceMiles(newYork, atlanta), 9);
  });

  it('matches the known Atlanta to New York distance on a 3959-mile sphere', () => {
    expect(distanceMiles(atlanta, newYork)).toBeGreaterThan(745);
    expect(distanceMiles(atlanta, newYork)).toBeLessThan(750);
  });

  it('gives about 69.1 miles per degree of latitude', () => {
    expect(roundMiles(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }))).toBe(69.1);
  });
});

describe('roundMiles and formatMiles', () => {
  it('round to one decimal', () => {
    expect(roundMiles(2.449)).toBe(2.4);
    expect(roundMiles(2.45)).toBe(2.5);
    expect(formatMiles(3)).toBe('3.0 mi');
  });
});

describe('boundingBox', () => {
  it('contains points on the circle edge in every direction', () => {
    const box = boundingBox(atlanta, 25);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      // A point just inside 25 miles along this bearing.
      const lat = atlanta.latitude + (24.9 / 69.09) * Math.cos(rad);
      const lng = atlanta.longitude + ((24.9 / 69.09) * Math.sin(rad)) / Math.cos((atlanta.latitude * Math.PI) / 180);
      expect(distanceMiles(atlanta, { latitude: lat, longitude: lng })).toBeLessThan(25.2);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it('spans every longitude at a pole', () => {
    const box = boundingBox({ latitude: 90, longitude: 0 }, 10);
    expect(box.maxLng - box.minLng).toBe(360);
  });
});
