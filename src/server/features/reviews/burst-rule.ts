// When a new review is held for staff instead of published: its listing is receiving reviews far above its own
// usual rate, or several low ratings within hours, or it is a low rating soon after the listing said who owns
// it (Black-owned, woman-owned, …: the listings hostile reviews single out). Pure, so the thresholds are
// tested without a database.
import type { HoldReason } from '@server/db/schema';

/** The window a burst is counted in. */
export const BURST_WINDOW_HOURS = 24;
/** The days before that window the listing's usual daily rate is taken from. */
export const BASELINE_DAYS = 90;
/** A burst is this many times the listing's usual rate for the window... */
export const RATE_FACTOR = 3;
/** ...and at least this many reviews... */
export const BURST_MIN_REVIEWS = 5;
/**
 * ...from at least this many addresses: one address is already held to 5 reviews an hour per listing, and a
 * neighbour posting a few visits in a day is not a burst.
 */
export const BURST_MIN_SENDERS = 3;
/** Ratings at or below this are low. */
export const LOW_RATING_MAX = 2;
/** The window low ratings are counted in. */
export const LOW_WINDOW_HOURS = 6;
/** Low ratings within that window that are 'several' (from as many addresses), when above the usual rate. */
export const LOW_MIN_REVIEWS = 3;

/** Days after an ownership attribute is added during which a low rating is held for a look. */
export const NEW_OWNERSHIP_DAYS = 30;

/** A listing's reviews (published and held, the new one included) since staff last looked at them. */
export interface ReviewActivity {
  /** The new review's rating. */
  rating: number;
  /** Whether an ownership attribute was added to the listing in the last NEW_OWNERSHIP_DAYS. */
  ownershipAddedRecently: boolean;
  /** Reviews in the last BURST_WINDOW_HOURS, and the distinct addresses they came from. */
  lastDay: number;
  lastDaySenders: number;
  /** Reviews in the BASELINE_DAYS before that window. */
  baseline: number;
  /** Low ratings in the last LOW_WINDOW_HOURS, and the distinct addresses they came from. */
  lowRecent: number;
  lowRecentSenders: number;
}

/** The listing's usual number of reviews per day. */
export const dailyAverage = (activity: Pick<ReviewActivity, 'baseline'>) => activity.baseline / BASELINE_DAYS;

/** Why the new review is held, or null when it publishes at once. */
export function holdReason(activity: ReviewActivity): HoldReason | null {
  const usualPerDay = dailyAverage(activity);
  if (activity.lastDay >= BURST_MIN_REVIEWS && activity.lastDaySenders >= BURST_MIN_SENDERS && activity.lastDay > RATE_FACTOR * usualPerDay) {
    return 'burst';
  }
  const usualLow = (usualPerDay * LOW_WINDOW_HOURS) / BURST_WINDOW_HOURS;
  if (activity.lowRecent >= LOW_MIN_REVIEWS && activity.lowRecentSenders >= LOW_MIN_REVIEWS && activity.lowRecent > RATE_FACTOR * usualLow) {
    return 'low_ratings';
  }
  if (activity.ownershipAddedRecently && activity.rating <= LOW_RATING_MAX) return 'new_ownership';
  return null;
}
