// A sign-in link is bound to the browser that asked for it: that browser holds a nonce cookie, and the
// link's token carries a signature of it. A link opened anywhere else signs in only after a yes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '@server/plugins/site-origin';
import { SIGN_IN_LINK_MS } from './accounts.repo';

export const LINK_NONCE_COOKIE = 'engine_link_nonce';

const mac = (secret: string, random: string, nonce: string) => createHmac('sha256', secret).update(`${random}\n${nonce}`).digest('base64url').slice(0, 32);

/** This browser's nonce, made and set (for as long as a link lives) when it has none yet. */
export function browserNonce(request: FastifyRequest, reply: FastifyReply): string {
  const nonce = request.cookies[LINK_NONCE_COOKIE] || randomBytes(16).toString('base64url');
  reply.setCookie(LINK_NONCE_COOKIE, nonce, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(request),
    path: '/api/account',
    maxAge: SIGN_IN_LINK_MS / 1000,
  });
  return nonce;
}

/** A new link token bound to the nonce: random part, '.', signature. */
export function boundToken(secret: string, nonce: string): string {
  const random = randomBytes(32).toString('base64url');
  return `${random}.${mac(secret, random, nonce)}`;
}

/** Whether this browser asked for the link that carries `token`. */
export function requestedHere(secret: string, token: string, request: FastifyRequest): boolean {
  const nonce = request.cookies[LINK_NONCE_COOKIE];
  const [random, signature, ...rest] = token.split('.');
  if (!nonce || !random || !signature || rest.length) return false;
  const expected = Buffer.from(mac(secret, random, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
