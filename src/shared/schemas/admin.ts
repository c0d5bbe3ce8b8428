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

export { CSRF_HEADER, SIGNED_IN_HINT_COOKIE } from '../session-names';
