// Distance maths: known city pairs, rounding, and unit-sphere chords matching great-circle distances.
import { describe, expect, it } from 'vitest';
import { chordOfMiles, distanceMiles, formatMiles, roundMiles, unitSpherePoint } from './distance';

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

describe('unitSpherePoint and chordOfMiles', () => {
  it('put points on the unit sphere', () => {
    for (const p of [atlanta, newYork, { latitude: 90, longitude: 0 }, { latitude: -33.9, longitude: 151.2 }]) {
      expect(Math.hypot(...unitSpherePoint(p))).toBeCloseTo(1, 12);
    }
  });

  it('give the chord between two points for their great-circle distance', () => {
    const chord = (a: typeof atlanta, b: typeof atlanta) => {
      const [ax, ay, az] = unitSpherePoint(a);
      const [bx, by, bz] = unitSpherePoint(b);
      return Math.hypot(ax - bx, ay - by, az - bz);
    };
    const pairs = [
      [atlanta, newYork],
      [atlanta, { latitude: 33.9, longitude: -84.1 }],
      [
        { latitude: 0, longitude: 179.9 },
        { latitude: 0, longitude: -179.9 },
      ],
    ];
    for (const [a, b] of pairs) expect(chord(a!, b!)).toBeCloseTo(chordOfMiles(distanceMiles(a!, b!)), 12);
  });

  it('grow with the distance', () => {
    expect(chordOfMiles(0)).toBe(0);
    expect(chordOfMiles(5)).toBeLessThan(chordOfMiles(5.1));
    expect(chordOfMiles(50)).toBeLessThan(chordOfMiles(500));
  });
});
