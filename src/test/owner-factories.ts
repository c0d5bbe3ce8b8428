// Owner test helpers: sign in through the e-mailed link (read from the outbox) and send as that owner.
import type { InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { LINK_NONCE_COOKIE, OWNER_COOKIE } from '@server/features/owners';
import { outbox } from '@server/db/schema';
import type { TestApp } from './app';

let sender = 0;
/** A fresh address for each sign-in, so the per-address limit is never what a test meets by accident. */
export const nextAddress = () => `10.77.${Math.floor(++sender / 250)}.${(sender % 250) + 1}`;

/** The token of the newest sign-in link e-mailed to `email`. */
export async function latestSignInToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase())).orderBy(desc(outbox.id)).limit(1);
  const match = mail?.body.match(/\/account\/sign-in\?token=([\w%.-]+)/);
  if (!match) throw new Error(`no sign-in link was e-mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

export async function requestSignIn(t: TestApp, email: string, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email }, cookies, remoteAddress: nextAddress() });
}

/** The cookie that binds a sign-in link to the browser that asked for it, from the request's answer. */
export function linkNonceOf(asked: { cookies: { name: string; value: string }[] }): Record<string, string> {
  const cookie = asked.cookies.find((c) => c.name === LINK_NONCE_COOKIE);
  return cookie ? { [LINK_NONCE_COOKIE]: cookie.value } : {};
}

/** Asks for a link, follows it, and returns inject helpers that carry the owner's cookie and CSRF token. */
export async function signInOwner(t: TestApp, email: string) {
  const asked = await requestSignIn(t, email);
  if (asked.statusCode !== 202) throw new Error(`sign-in request failed: ${asked.body}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/session',
    payload: { token: await latestSignInToken(t, email) },
    cookies: linkNonceOf(asked),
  });
  if (res.statusCode !== 200) throw new Error(`owner sign-in failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === OWNER_COOKIE)!.value;
  const csrf = res.json().csrfToken as string;
  /** The listings the sign-in claimed: unowned, with the account's e-mail as their business e-mail. */
  const foundListings = res.json().foundListings as { id: number; businessName: string }[];
  const send = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, payload, cookies: { [OWNER_COOKIE]: cookie }, headers: { 'x-csrf-token': csrf }, remoteAddress: nextAddress() });
  return {
    cookie,
    csrf,
    foundListings,
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object = {}) => send('POST', url, payload),
    patch: (url: string, payload: object) => send('PATCH', url, payload),
    put: (url: string, payload: object) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}
export type OwnerClient = Awaited<ReturnType<typeof signInOwner>>;
