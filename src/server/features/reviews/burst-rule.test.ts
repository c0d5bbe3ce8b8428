// The burst rule: a burst is far above the listing's own rate, at least 5 reviews from 3 addresses in a day;
// several low ratings within hours hold too; an ordinary listing's week never trips it.
import { describe, expect, it } from 'vitest';
import { BASELINE_DAYS, holdReason, type ReviewActivity } from './burst-rule';

const quiet: ReviewActivity = { rating: 4, ownershipAddedRecently: false, lastDay: 1, lastDaySenders: 1, baseline: 0, lowRecent: 0, lowRecentSenders: 0 };
/** A usual rate of `perDay` reviews a day over the baseline. */
const usual = (perDay: number) => Math.round(perDay * BASELINE_DAYS);

describe('holdReason', () => {
  it('publishes a first review, and a neighbour posting a few visits in a day', () => {
    expect(holdReason(quiet)).toBeNull();
    expect(holdReason({ ...quiet, lastDay: 6, lastDaySenders: 2 })).toBeNull();
  });

  it('holds 5 reviews from 3 addresses in a day on a listing that usually gets under one', () => {
    expect(holdReason({ ...quiet, lastDay: 4, lastDaySenders: 4 })).toBeNull();
    expect(holdReason({ ...quiet, lastDay: 5, lastDaySenders: 3 })).toBe('burst');
    expect(holdReason({ ...quiet, lastDay: 5, lastDaySenders: 3, baseline: usual(1) })).toBe('burst');
  });

  it('needs three times the listing’s own daily average', () => {
    expect(holdReason({ ...quiet, lastDay: 6, lastDaySenders: 6, baseline: usual(2) })).toBeNull();
    expect(holdReason({ ...quiet, lastDay: 7, lastDaySenders: 6, baseline: usual(2) })).toBe('burst');
    expect(holdReason({ ...quiet, lastDay: 30, lastDaySenders: 30, baseline: usual(12) })).toBeNull();
  });

  it('holds three low ratings from three addresses within hours, unless the listing is that busy', () => {
    const low = { ...quiet, lastDay: 3, lastDaySenders: 3 };
    expect(holdReason({ ...low, lowRecent: 2, lowRecentSenders: 2 })).toBeNull();
    expect(holdReason({ ...low, lowRecent: 3, lowRecentSenders: 3 })).toBe('low_ratings');
    expect(holdReason({ ...low, lowRecent: 3, lowRecentSenders: 1 })).toBeNull();
    expect(holdReason({ ...low, lowRecent: 3, lowRecentSenders: 3, baseline: usual(8) })).toBeNull();
  });

  it('holds a low rating, and only a low one, within the days after an ownership attribute is added', () => {
    const justSaid = { ...quiet, ownershipAddedRecently: true };
    expect(holdReason({ ...justSaid, rating: 2, lowRecent: 1, lowRecentSenders: 1 })).toBe('new_ownership');
    expect(holdReason({ ...justSaid, rating: 1, lowRecent: 1, lowRecentSenders: 1 })).toBe('new_ownership');
    expect(holdReason({ ...justSaid, rating: 3 })).toBeNull();
    expect(holdReason({ ...quiet, rating: 1, lowRecent: 1, lowRecentSenders: 1 })).toBeNull();
    // A burst says so first.
    expect(holdReason({ ...justSaid, rating: 1, lastDay: 5, lastDaySenders: 5 })).toBe('burst');
  });

  it('never trips on an ordinary listing: a few reviews a week, mixed ratings', () => {
    // Each day of a year at three reviews a week, one in three low, the day's reviews from different people.
    for (let day = 0; day < 365; day += 1) {
      const today = [1, 3, 5].includes(day % 7) ? 1 : 0;
      const yesterday = [1, 3, 5].includes((day + 6) % 7) ? 1 : 0;
      const lastDay = today + yesterday;
      const low = day % 3 === 0 ? today : 0;
      expect(
        holdReason({ ...quiet, lastDay, lastDaySenders: lastDay, baseline: Math.round((3 / 7) * BASELINE_DAYS), lowRecent: low, lowRecentSenders: low }),
      ).toBeNull();
    }
  });
});
