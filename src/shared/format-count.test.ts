// formatCount writes whole numbers exactly as en-US Intl formatting does, without loading Intl, with the
// noun's singular for one only; formatAverage writes one decimal.
import { describe, expect, it } from 'vitest';
import { formatAverage, formatCount } from './format-count';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

describe('formatCount', () => {
  it('groups thousands like en-US', () => {
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000_000)).toBe('1,000,000');
  });

  it('matches Intl on integers, negatives, halves and the edges', () => {
    const values = [-0, -1, -999, -1000, 0.5, 1.5, 2.5, -2.5, 2.4999, 12345.678, 1e15, -0.0001, 3000, 10_000, 123_456_789, Infinity, -Infinity, NaN];
    for (let i = 0; i < 2000; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const v of values) expect(formatCount(v), String(v)).toBe(intl.format(v));
  });

  it('names the noun in the singular for one only', () => {
    expect(formatCount(0, 'review')).toBe('0 reviews');
    expect(formatCount(1, 'review')).toBe('1 review');
    expect(formatCount(2, 'review')).toBe('2 reviews');
    expect(formatCount(1204, 'review')).toBe('1,204 reviews');
  });

  it('takes a plural that is not the noun plus s', () => {
    expect(formatCount(1, 'row has', 'rows have')).toBe('1 row has');
    expect(formatCount(3, 'row has', 'rows have')).toBe('3 rows have');
  });
});

describe('formatAverage', () => {
  it('writes one decimal, halves rounded up', () => {
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(4.35)).toBe('4.4');
    expect(formatAverage(5)).toBe('5.0');
    expect(formatAverage(3.04)).toBe('3.0');
    expect(formatAverage(0)).toBe('0.0');
  });
});
