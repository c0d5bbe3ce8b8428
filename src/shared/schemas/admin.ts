// Admin sign-in: the form's rules and the session the API answers with.
import { z } from 'zod';
import { boundedString } from './text';

export const loginSchema = z.object({
  username: boundedString(100).min(1, 'Enter your username'),
  password: boundedString(200, undefined, { trim: false }).min(1, 'Enter your password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const adminSessionSchema = z.object({ username: z.string(), csrfToken: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The header that carries the session's CSRF token on every state-changing admin request. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * A cookie the page can read (the session cookie itself is httpOnly) that only says a session may exist,
 * so the admin pages ask the server about the session only then and never log a needless 401.
 * It grants nothing: every admin request is still checked against the session on the server.
 */
export const SIGNED_IN_HINT_COOKIE = 'engine_admin_hint';
