// Server-side admin rights: the session cookie, its lookup, and the guard every admin route sits behind.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '@shared/schemas/admin';
import { checkCsrf } from '@server/auth/session-guard';
import { HttpError } from '@server/http-error';
import { secureCookies } from '@server/plugins/site-origin';
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
    secure: secureCookies(request),
    path: '/',
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure: secureCookies(request), path: '/' });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
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
    checkCsrf(request, session.csrfToken);
    request.admin = { id: session.adminId, username: session.username, csrfToken: session.csrfToken };
  };
}
