// Rating distribution: whole-number percentages that always add up to 100.
import { describe, expect, it } from 'vitest';
import { ratingDistribution } from './rating-distribution';

const percents = (counts: Record<number, number>) => ratingDistribution(new Map(Object.entries(counts).map(([k, v]) => [Number(k), v]))).map((r) => r.percent);

describe('ratingDistribution', () => {
  it('lists 5 stars first, with zero rows for missing ratings', () => {
    expect(ratingDistribution(new Map([[4, 2]]))).toEqual([
      { rating: 5, count: 0, percent: 0 },
      { rating: 4, count: 2, percent: 100 },
      { rating: 3, count: 0, percent: 0 },
      { rating: 2, count: 0, percent: 0 },
      { rating: 1, count: 0, percent: 0 },
    ]);
  });

  it('is all zero without reviews', () => {
    expect(percents({})).toEqual([0, 0, 0, 0, 0]);
  });

  it('rounds thirds so they add up to 100', () => {
    expect(percents({ 5: 1, 4: 1, 1: 1 })).toEqual([34, 33, 0, 0, 33]);
  });

  it('gives the spare points to the largest remainders', () => {
    // 1/7 = 14.29, 6/7 = 85.71
    expect(percents({ 5: 6, 2: 1 })).toEqual([86, 0, 0, 14, 0]);
    // 7 each of 5 ratings + 1 more five: 8/36 = 22.2, 7/36 = 19.4
    expect(percents({ 5: 8, 4: 7, 3: 7, 2: 7, 1: 7 })).toEqual([22, 20, 20, 19, 19]);
  });

  it('always sums to exactly 100 for many mixes', () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const counts = { 5: seed % 7, 4: (seed * 3) % 11, 3: (seed * 5) % 4, 2: seed % 3, 1: ((seed * 7) % 13) + 1 };
      const p = percents(counts);
      expect(p.reduce((a, b) => a + b, 0)).toBe(100);
      p.forEach((v) => expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true));
    }
  });
});
