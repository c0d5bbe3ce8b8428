// Owner accounts: one-time sign-in links (hashed, 15 minutes, single use), the owner's own session cookie,
// sign-out, settings, the limits, and listing requests linked to the signed-in account, never to a body's user id.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_INVALID } from '@shared/schemas/account';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { latestSignInToken, nextAddress, requestSignIn, signInOwner } from '../../../test/owner-factories';
import { accounts, accountSessions, listings, outbox, signInTokens, userBusinesses } from '@server/db/schema';
import { SESSION_COOKIE } from '@server/features/admin/auth';
import { fullRequest } from '../submissions/submission-fixtures';
import { hashToken } from '@server/auth/session-guard';
import { OWNER_COOKIE } from './owner-auth';
import { deleteExpiredAccountRows, OWNER_SESSION, SIGN_IN_LINK_MS } from './accounts.repo';

const t = useTestApp();
const admin = signedInAdmin(t);
const redeem = (token: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/account/session', payload: { token }, cookies, remoteAddress: nextAddress() });

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
    await requestSignIn(t, 'owner.two@example.com');
    const token = await latestSignInToken(t, 'owner.two@example.com');
    const first = await redeem(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'owner.two@example.com', notifyReviews: true });
    const cookie = first.cookies.find((c) => c.name === OWNER_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(first.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/account', cookies: { [OWNER_COOKIE]: cookie.value } });
    expect(me.json().email).toBe('owner.two@example.com');

    const again = await redeem(token);
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
    expect(mail!.body).toMatch(/\/account\/sign-in\?token=[\w-]+&next=%2Fbusiness%2F12/);
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
    await requestSignIn(t, 'late@example.com');
    const token = await latestSignInToken(t, 'late@example.com');
    await t.database.db
      .update(signInTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInTokens.tokenHash, hashToken(token)));
    const expired = await redeem(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(unknown.json().error.message);
    expect(SIGN_IN_LINK_MS).toBe(15 * 60 * 1000);
  });

  it('lets two uses of one link at the same moment open one session only', async () => {
    await requestSignIn(t, 'race@example.com');
    const token = await latestSignInToken(t, 'race@example.com');
    const results = await Promise.all([redeem(token), redeem(token), redeem(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('rotates the session on sign-in and ends it on sign-out', async () => {
    const owner = await signInOwner(t, 'rotate@example.com');
    await requestSignIn(t, 'rotate@example.com');
    const next = await redeem(await latestSignInToken(t, 'rotate@example.com'), { [OWNER_COOKIE]: owner.cookie });
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

  it('sends at most three links to one address in 15 minutes, still answering 202', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++) expect((await requestSignIn(t, email)).statusCode).toBe(202);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(3);
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
