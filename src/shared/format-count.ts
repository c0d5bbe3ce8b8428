// Whole numbers as the site writes them: '1,204'. One formatter for the page's life; building one per
// call (what `toLocaleString` does) costs more than the rest of a business card's render.
const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(n: number): string {
  return COUNT.format(n);
}
