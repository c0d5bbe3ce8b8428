// Where a finished sign-in goes: a path of this site only (never '//host' or another origin), else /account.
import { isSameSitePath } from '@shared/schemas/account';
import { paths } from '@shared/paths';

/** `next` when it is a path on this site (starting with one '/'), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  // A path of this site (the server's rule for the link), and not the sign-in page itself, which would loop.
  if (!next || !isSameSitePath(next) || next.startsWith(paths.accountSignIn)) return null;
  return next;
}

/** The sign-in page's address, asking to come back to `next` afterwards. */
export function signInPathFor(next: string): string {
  return `${paths.accountSignIn}?next=${encodeURIComponent(next)}`;
}

// The e-mailed link carries `next` too; this browser also keeps it, for a link that lost it.
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
