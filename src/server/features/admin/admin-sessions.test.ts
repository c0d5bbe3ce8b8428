// Admin sessions end: after 12 hours however busy, on a schedule when expired (idle or too old, swept by
// the running app), when the configured password changes; forged CSRF tokens and odd Origin headers get
// 403, never 500; with ADMIN_HOST set the admin API answers only on that host.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { adminSessions } from '@server/db/schema';
import { MINUTE } from '@server/plugins/rate-limit';
import { ensureAdminAccount, findAdminByUsername } from './admin-users.repo';
import { SESSION_COOKIE } from './auth';
import { createSession, deleteExpiredSessions, findLiveSession, hashToken, SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from './sessions.repo';

const t = useTestApp();
const PASSWORD = 'a-long-admin-password';
beforeAll(async () => {
  await ensureAdminAccount(t.database.db, 'admin', PASSWORD);
});

async function signIn(headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { username: 'admin', password: PASSWORD },
    headers,
    remoteAddress: '10.66.0.1',
  });
  return { res, token: res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '', csrf: res.statusCode === 200 ? (res.json().csrfToken as string) : '' };
}

const adminId = async () => (await findAdminByUsername(t.database.db, 'admin'))!.id;

describe(`admin session lifetime (${testEngine})`, () => {
  it('ends a session 12 hours after sign-in even when it was used a minute ago', async () => {
    const { token } = await createSession(t.database.db, await adminId());
    const signedIn = Date.now();
    const later = (ms: number) => new Date(signedIn + ms);
    for (let at = SESSION_IDLE_MS / 2; at < SESSION_MAX_AGE_MS; at += SESSION_IDLE_MS / 2) {
      expect(await findLiveSession(t.database.db, token, later(at))).not.toBeNull();
    }
    expect(await findLiveSession(t.database.db, token, later(SESSION_MAX_AGE_MS + 60_000))).toBeNull();
  });

  it('deletes idle and too old sessions when the schedule runs, keeping live ones', async () => {
    const id = await adminId();
    await t.database.db.delete(adminSessions);
    const live = await createSession(t.database.db, id);
    await createSession(t.database.db, id);
    const now = new Date(Date.now() + SESSION_IDLE_MS + 60_000);
    await findLiveSession(t.database.db, live.token, new Date(Date.now() + SESSION_IDLE_MS / 2));
    await findLiveSession(t.database.db, live.token, new Date(now.getTime() - 1000));
    await deleteExpiredSessions(t.database.db, now);
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(1);
    await deleteExpiredSessions(t.database.db, new Date(Date.now() + SESSION_MAX_AGE_MS + 60_000));
    expect(await t.database.db.select().from(adminSessions)).toHaveLength(0);
  });

  it('ends every session when a new ADMIN_PASSWORD is set, and keeps them when it is the same', async () => {
    const { token } = await signIn();
    const me = () => t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: { [SESSION_COOKIE]: token } });
    await ensureAdminAccount(t.database.db, 'admin', PASSWORD);
    expect((await me()).statusCode).toBe(200);
    await ensureAdminAccount(t.database.db, 'admin', 'another-long-password');
    expect((await me()).statusCode).toBe(401);
    await ensureAdminAccount(t.database.db, 'admin', PASSWORD);
  });
});

describe(`expired admin sessions on the schedule (${testEngine})`, () => {
  // Only the intervals are simulated: the database's own timeouts keep real time.
  let swept: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    swept = await createTestApp();
  });
  afterAll(async () => {
    await swept?.close();
    vi.useRealTimers();
  });

  it('deletes idle and too old sessions within ten minutes of a running app, keeping live ones', async () => {
    const { db } = swept.database;
    await ensureAdminAccount(db, 'admin', PASSWORD);
    const id = (await findAdminByUsername(db, 'admin'))!.id;
    const [live, idle, old] = [await createSession(db, id), await createSession(db, id), await createSession(db, id)];
    const set = (token: string, values: Partial<typeof adminSessions.$inferInsert>) =>
      db
        .update(adminSessions)
        .set(values)
        .where(eq(adminSessions.tokenHash, hashToken(token)));
    await set(idle.token, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - MINUTE) });
    await set(old.token, { createdAt: new Date(Date.now() - SESSION_MAX_AGE_MS - MINUTE) });
    const stored = async () => (await db.select({ tokenHash: adminSessions.tokenHash }).from(adminSessions)).map((s) => s.tokenHash).sort();
    expect(await stored()).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await vi.waitFor(async () => expect(await stored()).toEqual([hashToken(live.token)]), { timeout: 10_000 });
  });
});

describe(`admin request checks (${testEngine})`, () => {
  it('answers 403, not 500, to a forged CSRF token of any length and to a null or malformed Origin', async () => {
    const { token, csrf } = await signIn();
    const cookies = { [SESSION_COOKIE]: token };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/blogs',
        cookies,
        headers: { host: 'localhost', ...headers },
        payload: { title: 't', content: 'c', category: 'news' },
      });
    for (const forged of ['x', csrf.slice(0, -1), `${csrf}x`, 'é'.repeat(40)]) {
      expect((await post({ 'x-csrf-token': forged })).statusCode).toBe(403);
    }
    for (const origin of ['null', 'not a url', 'http://', 'file:///etc/passwd', 'https://evil.example']) {
      const res = await post({ 'x-csrf-token': csrf, origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await post({ 'x-csrf-token': csrf, origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await signIn({ origin: 'null', host: 'localhost' })).res.statusCode).toBe(403);
  });
});

describe(`ADMIN_HOST (${testEngine})`, () => {
  it('serves the admin API only on the admin host', async () => {
    const hosted = await createTestApp({ ADMIN_HOST: 'admin.example.org', ALLOWED_HOSTS: 'example.org' });
    try {
      await ensureAdminAccount(hosted.database.db, 'admin', PASSWORD);
      const signInOn = (host: string) =>
        hosted.app.inject({ method: 'POST', url: '/api/admin/session', headers: { host }, payload: { username: 'admin', password: PASSWORD } });
      const publicHost = await signInOn('example.org');
      expect(publicHost.statusCode).toBe(404);
      expect(publicHost.json().error.code).toBe('not_found');
      expect((await hosted.app.inject({ method: 'GET', url: '/api/admin/listing-requests', headers: { host: 'example.org' } })).statusCode).toBe(404);
      expect((await signInOn('admin.example.org')).statusCode).toBe(200);
      expect((await signInOn('ADMIN.example.org:443')).statusCode).toBe(200);
      expect((await hosted.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'example.org' } })).statusCode).toBe(200);
    } finally {
      await hosted.close();
    }
  });
});
