// Where a finished sign-in goes: a path of this site only (never '//host' or another origin), else /account.
import { paths } from '@web/routes';

/** `next` when it is a path on this site (starting with one '/'), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Nothing that would come back here and loop; no control characters a browser might strip into '//'.
  if (next.startsWith(paths.accountSignIn) || next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32)) return null;
  return next;
}

/** The sign-in page's address, asking to come back to `next` afterwards. */
export function signInPathFor(next: string): string {
  return `${paths.accountSignIn}?next=${encodeURIComponent(next)}`;
}

// The e-mailed link carries no `next`, and often opens in a new tab: the wish is kept in this browser.
const NEXT_KEY = 'engine-owner-next';

export function rememberNext(next: string | null) {
  try {
    if (next) localStorage.setItem(NEXT_KEY, next);
    else localStorage.removeItem(NEXT_KEY);
  } catch {
    // Storage refused (private mode): the owner simply lands on /account.
  }
}

/** The remembered wish, once: it is forgotten as it is read. */
export function takeRememberedNext(): string | null {
  try {
    const next = localStorage.getItem(NEXT_KEY);
    localStorage.removeItem(NEXT_KEY);
    return safeNextPath(next);
  } catch {
    return null;
  }
}
