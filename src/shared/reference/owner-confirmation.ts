// "Still right?": what a listing says once its owner confirmed it, and the words of the one-click link's page.
// Zod-free: the business page and the cards read it.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'November 2026': the month and year of an ISO instant, read in UTC so the server's page and the browser
 * agree; null for a missing or unreadable date.
 */
export function confirmedMonth(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'Confirmed by the owner, November 2026', or null when the owner has not confirmed the listing. */
export function ownerConfirmedLabel(iso: string | null | undefined): string | null {
  const month = confirmedMonth(iso);
  return month ? `Confirmed by the owner, ${month}` : null;
}

export const STILL_RIGHT_MESSAGES = {
  invalid: 'This link is not valid. Please use the newest "Still right?" e-mail we sent you, or sign in to your account to confirm your listing.',
  expired: 'This link has expired. Sign in to your account to confirm your listing, or wait for our next e-mail.',
  /** The link's owner no longer owns the listing. */
  notOwner: 'This link is no longer valid: the listing now has another owner.',
  used: 'This link was already used. Nothing was changed.',
  confirmed: 'Thank you! Your listing is confirmed.',
} as const;

/** The error code of a 'Yes, still right' link used a second time. */
export const STILL_RIGHT_USED = 'already_confirmed';
/** The error code of an expired link. */
export const STILL_RIGHT_EXPIRED = 'link_expired';
