// Rating distribution in whole-number percentages that add up to exactly 100 (largest remainder).
import { RATING_MAX, RATING_MIN, type DistributionRow } from '@shared/schemas/review';

/** `counts` maps a star rating to its number of reviews; rows come back 5 stars first. */
export function ratingDistribution(counts: ReadonlyMap<number, number>): DistributionRow[] {
  const ratings: number[] = [];
  for (let r = RATING_MAX; r >= RATING_MIN; r -= 1) ratings.push(r);
  const total = ratings.reduce((sum, r) => sum + (counts.get(r) ?? 0), 0);
  if (total === 0) return ratings.map((rating) => ({ rating, count: 0, percent: 0 }));

  const rows = ratings.map((rating) => {
    const count = counts.get(rating) ?? 0;
    const exact = (count * 100) / total;
    return { rating, count, percent: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = 100 - rows.reduce((sum, row) => sum + row.percent, 0);
  // Hand the missing points to the largest remainders; ties go to the higher rating (listed first).
  const byRemainder = [...rows].sort((a, b) => b.remainder - a.remainder);
  for (const row of byRemainder) {
    if (left <= 0) break;
    if (row.remainder > 0) {
      row.percent += 1;
      left -= 1;
    }
  }
  return rows.map(({ rating, count, percent }) => ({ rating, count, percent }));
}
