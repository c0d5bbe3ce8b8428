// The owner's session cookie (never the admin's) and the guards owner routes sit behind.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OWNER_HINT_COOKIE } from '@shared/schemas/account';
import { checkCsrf } from '@server/auth/session-guard';
import { HttpError } from '@server/http-error';
import { secureCookies } from '@server/plugins/site-origin';
import { findAccountSession, OWNER_SESSION, type OwnerSession } from './accounts.repo';

export const OWNER_COOKIE = 'engine_owner';

declare module 'fastify' {
  interface FastifyRequest {
    owner?: OwnerSession;
  }
}

export function setOwnerCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = { sameSite: 'lax', secure: secureCookies(request), path: '/', maxAge: OWNER_SESSION.maxAgeMs / 1000 } as const;
  reply.setCookie(OWNER_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(OWNER_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearOwnerCookie(reply: FastifyReply) {
  reply.clearCookie(OWNER_COOKIE, { path: '/' });
  reply.clearCookie(OWNER_HINT_COOKIE, { path: '/' });
}

/**
 * The signed-in owner of this request, or null. For public routes that only need to know who sends
 * (link a listing request, refuse a review of one's own listing): no CSRF token is asked, as the cookie
 * is SameSite=Lax and another site's page cannot send it with a POST.
 */
export async function currentOwner(app: FastifyInstance, request: FastifyRequest): Promise<OwnerSession | null> {
  if (request.owner) return request.owner;
  const token = request.cookies[OWNER_COOKIE];
  const session = token ? await findAccountSession(app.deps.database.db, token) : null;
  if (session) request.owner = session;
  return session;
}

export const SIGN_IN_FIRST = 'Please sign in to continue.';

/** Answers 401 without a live owner session, and 403 for a state-changing request without its CSRF token. */
export function requireOwner(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const owner = await currentOwner(app, request);
    if (!owner) {
      if (request.cookies[OWNER_HINT_COOKIE]) clearOwnerCookie(reply);
      throw new HttpError(401, SIGN_IN_FIRST);
    }
    checkCsrf(request, owner.csrfToken);
  };
}
