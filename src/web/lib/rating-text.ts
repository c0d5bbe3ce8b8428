// How ratings read everywhere: an average to one decimal, and a review count with its noun.
import { formatCount } from '@shared/format-count';

/** '4.3': the average to one decimal. */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** '1 review', '1,204 reviews'. */
export function reviewCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;
}
