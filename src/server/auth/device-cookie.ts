// OWASP's device cookie: a browser that has signed in to an account carries `login.nonce.signature`, so
// its own sign-ins are told apart from a stranger's guesses and are never locked out by them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '@server/db/client';
import { secureCookies } from '@server/plugins/site-origin';
import { appSecret } from './app-secret.repo';

export type DeviceArea = 'admin' | 'owner';

/** One cookie per area, sent only to that area's sign-in routes. */
const AREAS: Record<DeviceArea, { cookie: string; path: string }> = {
  admin: { cookie: 'engine_device_admin', path: '/api/admin/session' },
  owner: { cookie: 'engine_device_owner', path: '/api/account' },
};

const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const SECRET_KEY = 'device_cookie_secret';

const sign = (secret: string, login: string, nonce: string) => createHmac('sha256', secret).update(`${login}\n${nonce}`).digest('base64url');

/** A new cookie value for `login` (a lower-cased username or e-mail). */
export function deviceCookieValue(secret: string, login: string, nonce = randomBytes(16).toString('base64url')): string {
  return `${Buffer.from(login).toString('base64url')}.${nonce}.${sign(secret, login, nonce)}`;
}

/** The cookie's nonce when it is ours, unaltered and made for `login`; null otherwise. */
export function deviceNonce(secret: string, value: string | undefined, login: string): string | null {
  const [encodedLogin, nonce, signature, ...rest] = (value ?? '').split('.');
  if (!encodedLogin || !nonce || !signature || rest.length) return null;
  if (Buffer.from(encodedLogin, 'base64url').toString() !== login) return null;
  const expected = Buffer.from(sign(secret, login, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

export const deviceSecret = (db: DbOrTx) => appSecret(db, SECRET_KEY);

/** The nonce of this browser's device cookie for `login` in `area`, or null for a browser not known to it. */
export async function trustedDevice(db: DbOrTx, request: FastifyRequest, area: DeviceArea, login: string): Promise<string | null> {
  const value = request.cookies[AREAS[area].cookie];
  return value ? deviceNonce(await deviceSecret(db), value, login) : null;
}

/** Gives this browser a device cookie for `login` after a successful sign-in. */
export async function rememberDevice(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, area: DeviceArea, login: string) {
  const { cookie, path } = AREAS[area];
  reply.setCookie(cookie, deviceCookieValue(await deviceSecret(db), login), {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(request),
    path,
    maxAge: MAX_AGE_SECONDS,
  });
}
