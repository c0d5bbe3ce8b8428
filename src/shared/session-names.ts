// The names the signed-in areas share between server and pages, free of zod so that any page can read
// them without loading the form rules.

/** The header that carries the session's CSRF token on every state-changing request of a signed-in area. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Cookies the page can read (the session cookies themselves are httpOnly) that only say a session may
 * exist, so pages ask the server about it only then and never log a needless 401. They grant nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'engine_admin_hint';
export const OWNER_HINT_COOKIE = 'engine_owner_hint';
