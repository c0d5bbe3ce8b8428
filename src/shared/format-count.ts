// Counts and averages as the site writes them: '1,204', '1 review', '12 reviews', '4.3'. Written out rather
// than through Intl.NumberFormat: a page's first Intl call loads the browser's locale data, which blocks a
// phone's main thread for a few hundred milliseconds. Same output as en-US formatting.

/**
 * A whole number with thousands separators ('1,204'), or with its noun when one is given: '1 review',
 * '1,204 reviews'; `many` is the plural when it is not the noun plus 's' ('1 row has', '2 rows have').
 */
export function formatCount(n: number, one?: string, many = `${one}s`): string {
  const number = digitsOf(n);
  return one === undefined ? number : `${number} ${n === 1 ? one : many}`;
}

/** An average to one decimal, halves rounded up: 4.25 is '4.3', 5 is '5.0'. */
export function formatAverage(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

function digitsOf(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const whole = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${whole}` : whole;
}
