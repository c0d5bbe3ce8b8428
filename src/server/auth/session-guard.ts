// What every signed-in area (staff and owners) checks the same way: session tokens kept only as hashes,
// idle and absolute expiry, and the CSRF token and origin of state-changing requests.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@shared/schemas/admin';
import { HttpError } from '@server/http-error';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for a cookie or a link, and the hash that is all the database keeps of it. */
export function newToken(bytes = 32) {
  const token = randomBytes(bytes).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export interface SessionLifetime {
  /** A session ends after this long without a request. */
  idleMs: number;
  /** And this long after sign-in however busy it is, so a stolen cookie does not live for ever. */
  maxAgeMs: number;
}

/** lastSeenAt is refreshed at most this often, so reads do not each write. */
export const TOUCH_EVERY_MS = 60 * 1000;

/**
 * The session row found for a token, if it is still live: an ended one is deleted (`remove`) and answers
 * null; a live one has its last-seen time refreshed (`touch`) when that is due.
 */
export async function liveSession<R extends { createdAt: Date; lastSeenAt: Date }>(
  row: R | undefined,
  lifetime: SessionLifetime,
  now: Date,
  store: { remove: () => Promise<unknown>; touch: () => Promise<unknown> },
): Promise<R | null> {
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > lifetime.idleMs || now.getTime() - row.createdAt.getTime() > lifetime.maxAgeMs) {
    await store.remove();
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await store.touch();
  return row;
}

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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 for a state-changing request without the session's CSRF token or from another site's page. */
export function checkCsrf(request: FastifyRequest, csrfToken: string) {
  if (SAFE_METHODS.has(request.method)) return;
  if (!sameSecret(request.headers[CSRF_HEADER], csrfToken)) throw new HttpError(403, 'This request could not be verified. Please reload the page.');
  if (!sameOrigin(request.headers.origin, request.headers.host)) throw new HttpError(403, 'Cross-site requests are not allowed.');
}

/** Sign-in forms refuse posts from another site's page. */
export function checkSameOrigin(request: FastifyRequest) {
  if (!sameOrigin(request.headers.origin, request.headers.host)) throw new HttpError(403, 'Cross-site requests are not allowed.');
}
