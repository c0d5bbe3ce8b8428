// How many sign-in attempts an address and an account get: each attempt is counted before the password
// is checked, so any number of parallel tries reaches the check at most MAX_ATTEMPTS times a window.
import { MINUTE, type LimitRule } from '@server/plugins/rate-limit';

export const MAX_ATTEMPTS = 5;
export const LOCK_MS = 15 * MINUTE;
const LOCKED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

export const LOGIN_BY_ADDRESS: LimitRule = { name: 'login-address', max: MAX_ATTEMPTS, windowMs: LOCK_MS, message: LOCKED };
export const LOGIN_BY_ACCOUNT: LimitRule = { name: 'login-account', max: MAX_ATTEMPTS, windowMs: LOCK_MS, message: LOCKED };

/** A wrong password is answered a little later each time (300 ms a failure, at most 1.5 s). */
export function failureDelayMs(attempts: number): number {
  return Math.min(attempts * 300, 1500);
}
