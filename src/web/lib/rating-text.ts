// How ratings read everywhere: an average to one decimal, and a review count with its noun.

/** '4.3': the average to one decimal. */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** '1 review', '1,204 reviews'. */
export function reviewCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}
