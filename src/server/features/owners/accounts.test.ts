// Owner accounts: one-time sign-in links (hashed, 15 minutes, single use), the owner's own session cookie,
// sign-out, settings, the limits, and listing requests linked to the signed-in account, never to a body's user id.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONFIRM_SIGN_IN, SIGN_IN_LINK_INVALID } from '@shared/schemas/account';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { latestSignInToken, linkNonceOf, nextAddress, requestSignIn, signInOwner } from '../../../test/owner-factories';
import { accounts, accountSessions, listings, outbox, signInTokens, userBusinesses } from '@server/db/schema';
import { SESSION_COOKIE } from '@server/features/admin/auth';
import { fullRequest } from '../submissions/submission-fixtures';
import { hashToken } from '@server/auth/session-guard';
import { OWNER_COOKIE } from './owner-auth';
import { deleteExpiredAccountRows, OWNER_SESSION, SIGN_IN_LINK_MS } from './accounts.repo';

const t = useTestApp();
const admin = signedInAdmin(t);
const redeem = (token: string, cookies: Record<string, string> = {}, confirm?: boolean) =>
  t.app.inject({ method: 'POST', url: '/api/account/session', payload: { token, confirm }, cookies, remoteAddress: nextAddress() });

/** Asks for a link as a browser would: its token, and the cookie that browser got with it. */
async function ask(email: string, cookies: Record<string, string> = {}) {
  const asked = await requestSignIn(t, email, cookies);
  expect(asked.statusCode).toBe(202);
  return { token: await latestSignInToken(t, email), here: { ...cookies, ...linkNonceOf(asked) } };
}

describe(`owner sign-in (${testEngine})`, () => {
  it('answers 202 for any address and e-mails a link whose token is stored only as a hash', async () => {
    const res = await requestSignIn(t, 'Owner.One@Example.com');
    expect(res.statusCode).toBe(202);
    const token = await latestSignInToken(t, 'owner.one@example.com');
    const rows = await t.database.db.select().from(signInTokens).where(eq(signInTokens.email, 'owner.one@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // Nothing says whether the address had an account: none exists until the link is used.
    expect(await t.database.db.select().from(accounts).where(eq(accounts.email, 'owner.one@example.com'))).toHaveLength(0);
  });

  it('signs in once with the link, with an httpOnly cookie of its own, and refuses the same link again', async () => {
    const { token, here } = await ask('owner.two@example.com');
    const first = await redeem(token, here);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'owner.two@example.com', notifyReviews: true });
    const cookie = first.cookies.find((c) => c.name === OWNER_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(first.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/account', cookies: { [OWNER_COOKIE]: cookie.value } });
    expect(me.json().email).toBe('owner.two@example.com');

    const again = await redeem(token, here);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(SIGN_IN_LINK_INVALID);
  });

  it('carries a page of this site to come back to in the link, and refuses any other', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: 'next@example.com', next: '/business/12' },
      remoteAddress: nextAddress(),
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'next@example.com'));
    expect(mail!.body).toMatch(/\/account\/sign-in\?token=[\w.-]+&next=%2Fbusiness%2F12/);
    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'business/12']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: 'next@example.com', next },
        remoteAddress: nextAddress(),
      });
      expect(refused.statusCode, next).toBe(400);
    }
  });

  it('refuses unknown and expired tokens with the same message', async () => {
    const unknown = await redeem('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    const { token, here } = await ask('late@example.com');
    await t.database.db
      .update(signInTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInTokens.tokenHash, hashToken(token)));
    const expired = await redeem(token, here);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(unknown.json().error.message);
    expect(SIGN_IN_LINK_MS).toBe(15 * 60 * 1000);
  });

  it('lets two uses of one link at the same moment open one session only', async () => {
    const { token, here } = await ask('race@example.com');
    const results = await Promise.all([redeem(token, here), redeem(token, here), redeem(token, here)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('rotates the session on sign-in and ends it on sign-out', async () => {
    const owner = await signInOwner(t, 'rotate@example.com');
    const { token, here } = await ask('rotate@example.com', { [OWNER_COOKIE]: owner.cookie });
    const next = await redeem(token, here);
    expect(next.statusCode).toBe(200);
    expect((await owner.get('/api/account')).statusCode).toBe(401);
    const newCookie = next.cookies.find((c) => c.name === OWNER_COOKIE)!.value;
    expect(newCookie).not.toBe(owner.cookie);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/account/session', cookies: { [OWNER_COOKIE]: newCookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/account', cookies: { [OWNER_COOKIE]: newCookie } })).statusCode).toBe(401);
  });

  it('answers 401 without a session, and does not take the admin cookie for one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/account', payload: { notifyReviews: false }, cookies: { [SESSION_COOKIE]: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to continue.');
  });

  it('refuses a change without the CSRF token, and saves the review e-mail setting with it', async () => {
    const owner = await signInOwner(t, 'settings@example.com');
    const forged = await t.app.inject({ method: 'PATCH', url: '/api/account', payload: { notifyReviews: false }, cookies: { [OWNER_COOKIE]: owner.cookie } });
    expect(forged.statusCode).toBe(403);
    const saved = await owner.patch('/api/account', { notifyReviews: false });
    expect(saved.statusCode).toBe(200);
    expect((await owner.get('/api/account')).json().notifyReviews).toBe(false);
  });

  it('checks the address with the shared schema and writes nothing for a bad one', async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    const res = await requestSignIn(t, 'not an address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Please enter a valid email address');
    expect(await t.database.db.select().from(outbox)).toHaveLength(before);
  });

  it('slows links to one address after three, saying how long to wait, and never keeps its owner out', async () => {
    const email = 'flood@example.com';
    // The owner signed in on this browser before: it holds a device cookie for the address.
    const { token, here } = await ask(email);
    const device = (await redeem(token, here)).cookies.find((c) => c.name === 'engine_device_owner')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/account' });

    // A stranger asks for links to the owner's address again and again.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await requestSignIn(t, email));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 429, 429, 429]);
    const retryAfter = Number(answers.at(-1)!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const mails = async () => (await t.database.db.select().from(outbox).where(eq(outbox.to, email))).length;
    expect(await mails()).toBe(4);

    // The owner's own browser still gets its link at once.
    expect((await requestSignIn(t, email, { engine_device_owner: device.value })).statusCode).toBe(202);
    expect(await mails()).toBe(5);
  });

  it('asks before signing in with a link this browser did not ask for, or over another owner', async () => {
    const { token } = await ask('victim-link@example.com');
    // Opened in another browser (no nonce cookie): nothing happens until the person says yes.
    const asked = await redeem(token, {});
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({ code: CONFIRM_SIGN_IN, message: 'Sign in as v…@example.com?' });
    expect(asked.cookies.some((c) => c.name === OWNER_COOKIE)).toBe(false);
    // The link is still good, and signs in once confirmed.
    const confirmed = await redeem(token, {}, true);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().email).toBe('victim-link@example.com');

    // A browser signed in as one owner, following a link it asked for another account: asked first too.
    const owner = await signInOwner(t, 'first-owner@example.com');
    const other = await ask('second-owner@example.com', { [OWNER_COOKIE]: owner.cookie });
    const over = await redeem(other.token, other.here);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('Sign in as s…@example.com?');
    expect((await owner.get('/api/account')).json().email).toBe('first-owner@example.com');

    // A nonce cookie of another link does not pass for this one's.
    const mine = await ask('third-owner@example.com');
    const theirs = await ask('fourth-owner@example.com');
    expect((await redeem(mine.token, theirs.here)).statusCode).toBe(409);
    expect((await redeem(mine.token, mine.here)).statusCode).toBe(200);
  });

  it('never builds a link from a forged Host: such a request is refused and nothing is sent', async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    for (const headers of [{ host: 'attacker.example' }, { host: 'localhost', 'x-forwarded-host': 'attacker.example' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: 'owner@example.com' },
        headers,
        remoteAddress: nextAddress(),
      });
      if (headers.host === 'attacker.example') expect(res.statusCode).toBe(400);
    }
    const sent = await t.database.db.select().from(outbox);
    expect(sent.length).toBeLessThanOrEqual(before + 1);
    expect(JSON.stringify(sent)).not.toContain('attacker.example');
    expect(sent.at(-1)!.body).toMatch(/http:\/\/localhost(:80)?\/account\/sign-in\?token=/);
  });

  it('limits sign-in requests per address with 429', async () => {
    const remoteAddress = '10.78.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: `a${i}@example.com` }, remoteAddress })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 202)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('sweeps expired sessions and links', async () => {
    const owner = await signInOwner(t, 'sweep@example.com');
    await deleteExpiredAccountRows(t.database.db, new Date(Date.now() + OWNER_SESSION.idleMs + 60_000));
    expect((await owner.get('/api/account')).statusCode).toBe(401);
    expect(await t.database.db.select().from(accountSessions)).toHaveLength(0);
  });
});

describe(`listing requests of a signed-in owner (${testEngine})`, () => {
  it('links the request to the session account, ignores a userId in the body, and makes the owner link on approval', async () => {
    const owner = await signInOwner(t, 'submitter@example.com');
    const sent = await owner.post('/api/listing-requests', { ...fullRequest(), userId: 'someone-else' });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, sent.json().listingNumber));
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, 'submitter@example.com'));
    expect(row!.accountId).toBe(account!.id);
    expect(row!.userId).toBeNull();

    expect((await admin.post(`/api/admin/listing-requests/${row!.id}/approve`)).statusCode).toBe(200);
    const links = await t.database.db.select().from(userBusinesses).where(eq(userBusinesses.listingId, row!.id));
    expect(links).toEqual([expect.objectContaining({ accountId: account!.id, role: 'owner' })]);
  });

  it('stores an anonymous request with no account and no user id, whatever the body says', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/listing-requests',
      payload: { ...fullRequest(), userId: 'forged' },
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, sent.json().listingNumber));
    expect(row!.accountId).toBeNull();
    expect(row!.userId).toBeNull();
  });
});
