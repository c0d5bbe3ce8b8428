// Admin rights on the server: sign-in, sessions, CSRF, the login throttle, and every admin route
// refusing without a valid session (taken from the route table, so a new route cannot be forgotten).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { ensureAdminAccount } from './admin-users.repo';
import { SIGNED_IN_HINT_COOKIE } from '@shared/schemas/admin';
import { SESSION_COOKIE } from './auth';
import { failureDelayMs, MAX_ATTEMPTS } from './login-limits';

const t = useTestApp();
const PASSWORD = 'a-long-admin-password';
beforeAll(async () => {
  await ensureAdminAccount(t.database.db, 'admin', PASSWORD);
});

async function signIn(password = PASSWORD, ip = '10.0.0.1') {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: 'admin', password }, remoteAddress: ip });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { res, cookie, csrf: res.statusCode === 200 ? (res.json().csrfToken as string) : '' };
}

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

  it('locks an account after five wrong passwords from different addresses, and an IPv6 /64 as one address', async () => {
    await ensureAdminAccount(t.database.db, 'spread', PASSWORD);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { username: 'spread', password: 'wrong' },
        remoteAddress: `10.7.7.${i}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { username: 'spread', password: PASSWORD },
      remoteAddress: '10.7.8.1',
    });
    expect(right.statusCode).toBe(429);

    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { username: `v6-${i}`, password: 'x' },
        remoteAddress: `2001:db8:5:5::${i + 1}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    expect((await signIn(PASSWORD, '2001:db8:5:5:ffff::9')).res.statusCode).toBe(429);
    expect((await signIn(PASSWORD, '2001:db8:5:6::1')).res.statusCode).toBe(200);
  }, 30_000);
});

describe('failureDelayMs', () => {
  it('grows with each failure and stops at 1.5 s', () => {
    expect(failureDelayMs(1)).toBe(300);
    expect(failureDelayMs(2)).toBe(600);
    expect(failureDelayMs(50)).toBe(1500);
  });
});
