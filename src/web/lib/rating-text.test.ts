import { describe, expect, it } from 'vitest';
import { formatRating, reviewCountLabel } from './rating-text';

describe('rating text', () => {
  it('shows the average to one decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(3.04)).toBe('3.0');
  });

  it('counts reviews with the right noun and thousands separators', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(12)).toBe('12 reviews');
    expect(reviewCountLabel(1204)).toBe('1,204 reviews');
  });
});
