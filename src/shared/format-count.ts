// Whole numbers as the site writes them: '1,204'. Written out rather than through Intl.NumberFormat: a
// page's first Intl call loads the browser's locale data, which blocks a phone's main thread for a few
// hundred milliseconds. Same output as en-US formatting with no decimals.

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const whole = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${whole}` : whole;
}
