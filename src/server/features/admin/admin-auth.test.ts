// Admin rights on the server: sign-in, sessions, CSRF, the login throttle, and every admin route
// refusing without a valid session (taken from the route table, so a new route cannot be forgotten).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { ensureAdminAccount } from './admin-users.repo';
import { SIGNED_IN_HINT_COOKIE } from '@shared/schemas/admin';
import { SESSION_COOKIE } from './auth';
import { like } from 'drizzle-orm';
import { rateLimits } from '@server/db/schema';
import { accountDelayMs } from '@server/auth/sign-in-throttle';
import { ADMIN_SIGN_IN } from './login-limits';

const MAX_ATTEMPTS = ADMIN_SIGN_IN.perAddress.max;
const DEVICE_COOKIE = 'engine_device_admin';

const t = useTestApp();
const PASSWORD = 'a-long-admin-password';
beforeAll(async () => {
  await ensureAdminAccount(t.database.db, 'admin', PASSWORD);
});

async function signIn(password = PASSWORD, ip = '10.0.0.1', username = 'admin', device?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { username, password },
    remoteAddress: ip,
    cookies: device ? { [DEVICE_COOKIE]: device } : {},
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { res, cookie, csrf: res.statusCode === 200 ? (res.json().csrfToken as string) : '', device: res.cookies.find((c) => c.name === DEVICE_COOKIE) };
}

/** The account's wait between attempts has passed (as if the clock had moved on). */
const letTheDelayPass = () =>
  t.database.db
    .update(rateLimits)
    .set({ expiresAt: new Date(0) })
    .where(like(rateLimits.key, 'login-account-gate:%'));

const adminRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/') && !(r.url === '/api/admin/session' && r.method !== 'GET'));
const concrete = (url: string) => url.replace(/:\w+/g, '1');

describe(`admin sign-in and sessions (${testEngine})`, () => {
  it('signs in with an httpOnly, SameSite=Lax cookie and reports the session', async () => {
    const { res, cookie, csrf } = await signIn();
    expect(res.statusCode).toBe(200);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf.length).toBeGreaterThan(20);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(me.json()).toEqual({ username: 'admin', csrfToken: csrf });
  });

  it('sets a readable signed-in hint that grants nothing and is cleared once the session is gone', async () => {
    const { res, cookie } = await signIn();
    const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint!.httpOnly).toBeFalsy();
    const hintOnly = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { [SIGNED_IN_HINT_COOKIE]: '1' } });
    expect(hintOnly.statusCode).toBe(401);
    expect(hintOnly.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(logout.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe('');
  });

  it("refuses a wrong pair with the spec's message", async () => {
    const { res } = await signIn('wrong-password', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Invalid username or password');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'nobody', password: 'x' },
      remoteAddress: '10.0.0.3',
    });
    expect(unknown.json().error.message).toBe('Invalid username or password');
  });

  it('has admin routes to guard', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('refuses every admin route without a session, with a forged cookie, and after logout', async () => {
    const { cookie, csrf } = await signIn();
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', cookies: { [SESSION_COOKIE]: cookie!.value } });
    expect(logout.statusCode).toBe(204);
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      const method = route.method as 'GET';
      const none = await t.app.inject({ method, url });
      const forged = await t.app.inject({ method, url, cookies: { [SESSION_COOKIE]: 'forged-token-value' }, headers: { 'x-csrf-token': csrf } });
      const old = await t.app.inject({ method, url, cookies: { [SESSION_COOKIE]: cookie!.value }, headers: { 'x-csrf-token': csrf } });
      for (const res of [none, forged, old]) {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
    }
  });

  const changing = () => adminRoutes().filter((r) => r.method !== 'GET');
  it('refuses every state-changing admin request without the CSRF token or from another site', async (ctx) => {
    if (changing().length === 0) ctx.skip();
    const { cookie, csrf } = await signIn();
    const cookies = { [SESSION_COOKIE]: cookie!.value };
    for (const route of changing()) {
      const url = concrete(route.url);
      const method = route.method as 'POST';
      const noToken = await t.app.inject({ method, url, cookies, payload: {} });
      expect(noToken.statusCode, `${route.method} ${route.url}`).toBe(403);
      const otherSite = await t.app.inject({
        method,
        url,
        cookies,
        payload: {},
        headers: { 'x-csrf-token': csrf, origin: 'https://evil.example', host: 'localhost:80' },
      });
      expect(otherSite.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('slows and then refuses repeated wrong passwords from one address with 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: `nobody${i}`, password: 'nope' }, remoteAddress: ip });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await signIn(PASSWORD, ip);
    expect(blocked.res.statusCode).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(PASSWORD, '10.9.9.10')).res.statusCode).toBe(200);
  }, 30_000);

  it('lets 60 parallel wrong passwords reach the password check at most five times', async () => {
    await ensureAdminAccount(t.database.db, 'parallel', PASSWORD);
    const tries = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: 'parallel', password: 'wrong' }, remoteAddress: '10.8.8.8' }),
      ),
    );
    const codes = tries.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_ATTEMPTS);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - MAX_ATTEMPTS);
  }, 30_000);

  it('slows an account after five wrong passwords from different addresses, never locks it, and counts an IPv6 /64 as one address', async () => {
    await ensureAdminAccount(t.database.db, 'spread', PASSWORD);
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) expect((await signIn('wrong', `10.7.7.${i}`, 'spread')).res.statusCode).toBe(401);
    // The next attempt waits, whatever its address, and is told how long.
    const waiting = await signIn(PASSWORD, '10.7.8.1', 'spread');
    expect(waiting.res.statusCode).toBe(429);
    const retryAfter = Number(waiting.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ADMIN_SIGN_IN.perAccount.maxDelayMs / 1000);
    await letTheDelayPass();
    expect((await signIn(PASSWORD, '10.7.8.1', 'spread')).res.statusCode).toBe(200);

    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect((await signIn('x', `2001:db8:5:5::${i + 1}`, `v6-${i}`)).res.statusCode).toBe(401);
    }
    expect((await signIn(PASSWORD, '2001:db8:5:5:ffff::9')).res.statusCode).toBe(429);
    expect((await signIn(PASSWORD, '2001:db8:5:6::1')).res.statusCode).toBe(200);
  }, 60_000);

  it('lets the browser that signed in before straight in after 50 wrong passwords from 50 addresses; others wait', async () => {
    await ensureAdminAccount(t.database.db, 'staffer', PASSWORD);
    const first = await signIn(PASSWORD, '10.6.0.1', 'staffer');
    expect(first.res.statusCode).toBe(200);
    expect(first.device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/session' });
    const device = first.device!.value;

    const attack = [];
    for (let i = 0; i < 50; i++) attack.push((await signIn('guess-' + i, `10.6.1.${i}`, 'staffer')).res.statusCode);
    // A few guesses are checked (five free, then one each time a growing delay has passed, which a slow
    // machine lets happen a few more times); the rest wait. None is a lockout.
    expect(attack.filter((c) => c === 401).length).toBeLessThan(15);
    expect(attack.filter((c) => c === 429).length).toBeGreaterThan(35);

    // The staff member's own browser: one sign-in, from any address.
    expect((await signIn(PASSWORD, '10.6.2.1', 'staffer', device)).res.statusCode).toBe(200);
    // A new browser waits the stated delay, then gets in.
    const fresh = await signIn(PASSWORD, '10.6.2.2', 'staffer');
    expect(fresh.res.statusCode).toBe(429);
    expect(Number(fresh.res.headers['retry-after'])).toBeLessThanOrEqual(60);
    await letTheDelayPass();
    expect((await signIn(PASSWORD, '10.6.2.2', 'staffer')).res.statusCode).toBe(200);
  }, 120_000);

  it('gives a device cookie only its own five failures, and trusts no altered or borrowed cookie', async () => {
    await ensureAdminAccount(t.database.db, 'careful', PASSWORD);
    await ensureAdminAccount(t.database.db, 'other', PASSWORD);
    const device = (await signIn(PASSWORD, '10.5.0.1', 'careful')).device!.value;
    for (let i = 0; i < MAX_ATTEMPTS; i++) expect((await signIn('typo', `10.5.1.${i}`, 'careful', device)).res.statusCode).toBe(401);
    expect((await signIn(PASSWORD, '10.5.2.1', 'careful', device)).res.statusCode).toBe(429);
    // Another browser is not locked by that one's failures.
    expect((await signIn(PASSWORD, '10.5.2.2', 'careful')).res.statusCode).toBe(200);

    // A cookie made for 'careful' is not trusted for 'other', nor once altered: those count per address.
    const forged = device.slice(0, -2) + (device.endsWith('AA') ? 'BB' : 'AA');
    for (const cookie of [device, forged]) {
      for (let i = 0; i < MAX_ATTEMPTS; i++) await signIn('nope', '10.5.3.1', 'other', cookie);
      expect((await signIn(PASSWORD, '10.5.3.1', 'other', cookie)).res.statusCode).toBe(429);
      await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'login-%'));
    }
  }, 60_000);
});

describe('accountDelayMs', () => {
  it('is free for five attempts, then doubles from five seconds up to a minute', () => {
    const policy = ADMIN_SIGN_IN.perAccount;
    expect([5, 6, 7, 8, 9, 10, 50].map((n) => accountDelayMs(n, policy))).toEqual([0, 5000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});
