// How staff sign-in attempts are limited (see auth/sign-in-throttle): each is counted before the password
// is checked, so any number of parallel tries reaches the check only as often as the limits allow.
import type { ThrottlePolicy } from '@server/auth/sign-in-throttle';
import { HOUR, MINUTE } from '@server/plugins/rate-limit';

const LOCKED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

export const ADMIN_SIGN_IN: ThrottlePolicy = {
  perDevice: { name: 'login-device', max: 5, windowMs: 15 * MINUTE, message: LOCKED },
  perAddress: { name: 'login-address', max: 5, windowMs: 15 * MINUTE, message: LOCKED },
  perAccount: {
    name: 'login-account',
    windowMs: HOUR,
    free: 5,
    firstDelayMs: 5000,
    maxDelayMs: MINUTE,
    message: 'Too many sign-in attempts for this account. Please wait a minute and try again.',
  },
};
