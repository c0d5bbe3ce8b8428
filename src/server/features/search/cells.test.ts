// The cells a radius touches and the pieces a term asks for: a listing within the radius that contains
// the term must have every piece in one of the cells.
import { describe, expect, it } from 'vitest';
import { distanceMiles, type Point } from '@shared/distance';
import { cellQuery, cellsAround, termPieces } from './cells';

/** A deterministic pseudo-random sequence in [0, 1). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const cellOf = (p: Point) => `${Math.floor(p.latitude)},${Math.floor(p.longitude)}`;

describe('termPieces', () => {
  it('asks for the three-letter pieces of the runs of ASCII letters and digits of a long term', () => {
    expect(termPieces('catering')).toEqual(['cat', 'ate', 'ter', 'eri', 'rin', 'ing']);
    expect(termPieces('golden studio')).toEqual(['gol', 'old', 'lde', 'den', 'stu', 'tud', 'udi', 'dio']);
    expect(termPieces('b&b bakery')).toEqual(['bak', 'ake', 'ker', 'ery']);
    expect(termPieces('café crème')).toEqual(['caf']);
  });

  it('asks for at most twelve pieces of a long term, spread over it from the first to the last', () => {
    const pieces = termPieces('heritage kitchen catering services')!;
    expect(pieces).toHaveLength(12);
    expect(pieces[0]).toBe('her');
    expect(pieces[11]).toBe('ces');
    expect(new Set(pieces).size).toBe(12);
    for (const piece of pieces) expect('heritage kitchen catering services').toContain(piece);
  });

  it('asks for nothing when no run is three letters long: the index cannot answer', () => {
    expect(termPieces('crème')).toBeNull();
    expect(termPieces('3.5 st')).toBeNull();
  });

  it('asks for the words of a short term, as starts of words', () => {
    expect(termPieces('so')).toEqual(['so']);
    expect(termPieces('a.')).toEqual(['a']);
    expect(termPieces('%&')).toBeNull();
  });
});

describe('cellsAround', () => {
  it('lists the whole-degree cells of the box around the radius', () => {
    expect(cellsAround({ latitude: 33.749, longitude: -84.388 }, 50)).toEqual(['33,-86', '33,-85', '33,-84', '34,-86', '34,-85', '34,-84']);
    expect(cellsAround({ latitude: 33.5, longitude: -84.5 }, 5)).toEqual(['33,-85']);
  });

  it.each([
    [{ latitude: 33.749, longitude: -84.388 }, 50],
    [{ latitude: 47.6062, longitude: -122.3321 }, 50],
    [{ latitude: 34, longitude: -84 }, 25],
    [{ latitude: -33.9, longitude: 18.4 }, 10],
    [{ latitude: 64.8, longitude: -147.7 }, 50],
  ])('holds every point within the radius of %j, %i miles', (center, miles) => {
    const cells = new Set(cellsAround(center, miles));
    const random = sequence(7);
    let inside = 0;
    for (let i = 0; i < 20000; i++) {
      const point = { latitude: center.latitude + (random() - 0.5) * 6, longitude: center.longitude + (random() - 0.5) * 8 };
      if (distanceMiles(center, point) > miles) continue;
      inside++;
      expect(cells.has(cellOf(point)), `${point.latitude}, ${point.longitude}`).toBe(true);
    }
    expect(inside).toBeGreaterThan(20);
  });

  it('gives up where the radius reaches a pole or the 180th meridian, or touches too many cells', () => {
    expect(cellsAround({ latitude: 89.9, longitude: 0 }, 50)).toBeNull();
    expect(cellsAround({ latitude: 0, longitude: 179.9 }, 25)).toBeNull();
    expect(cellsAround({ latitude: 80, longitude: 0 }, 50)).toBeNull();
  });
});

describe('cellQuery', () => {
  it('asks for all the pieces in any one of the cells', () => {
    expect(cellQuery('soul', { latitude: 33.5, longitude: -84.5 }, 5)).toBe("('33,-85:sou' & '33,-85:oul')");
    expect(cellQuery('ki', { latitude: 34, longitude: -84.5 }, 5)).toBe("('33,-85:ki') | ('34,-85:ki')");
    expect(cellQuery('crème', { latitude: 34, longitude: -84 }, 5)).toBeNull();
  });

  it("asks as well for the pieces of a word tier's words, as its match ands and ors them", () => {
    const words = { all: [{ any: [{ word: 'soul' }, { word: 'sol' }] }, { word: 'fo' }] };
    expect(cellQuery('soulfo', { latitude: 33.5, longitude: -84.5 }, 5, words)).toBe(
      "('33,-85:sou' & '33,-85:oul' & '33,-85:ulf' & '33,-85:lfo') | ((('33,-85:sou' & '33,-85:oul') | ('33,-85:sol')) & ('33,-85:fo'))",
    );
    expect(cellQuery('soul', { latitude: 33.5, longitude: -84.5 }, 5, { word: 'crème' })).toBeNull();
  });
});
