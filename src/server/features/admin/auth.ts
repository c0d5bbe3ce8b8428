// Server-side admin rights: the session cookie, its lookup, and the guard every admin route sits behind.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, SIGNED_IN_HINT_COOKIE } from '@shared/schemas/admin';
import { HttpError } from '@server/http-error';
import { findLiveSession } from './sessions.repo';

export const SESSION_COOKIE = 'engine_admin';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: { id: number; username: string; csrfToken: string };
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure: request.protocol === 'https', path: '/' });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Compares in constant time (over digests, so unequal lengths take no shortcut either). */
function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** No Origin header (same-origin navigations, old browsers) passes; 'null', a malformed one or another host does not. */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host === host;
}

/**
 * Answers 401 without a live session, and 403 for a state-changing request without the session's
 * CSRF token or from another site's page.
 */
export function requireAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await findLiveSession(app.deps.database.db, token) : null;
    if (!session) {
      // The page stops asking once it knows the session is gone.
      if (request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(reply);
      throw new HttpError(401, 'Please sign in to continue.');
    }
    if (!SAFE_METHODS.has(request.method)) {
      if (!sameSecret(request.headers[CSRF_HEADER], session.csrfToken)) throw new HttpError(403, 'This request could not be verified. Please reload the page.');
      if (!sameOrigin(request.headers.origin, request.headers.host)) throw new HttpError(403, 'Cross-site requests are not allowed.');
    }
    request.admin = { id: session.adminId, username: session.username, csrfToken: session.csrfToken };
  };
}
