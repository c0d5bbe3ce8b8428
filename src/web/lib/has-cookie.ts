// Whether the page holds a cookie it can read: kept apart from the session client so the first page's
// script can ask without loading the query library.

/** False when this browser holds no session at all: the session cookie cannot be read by scripts, its hint can. */
export const hasCookie = (name: string) => typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`));
