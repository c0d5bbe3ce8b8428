// The site's own address against a stranger: a forged Host is refused and never reaches a link, proxies
// are trusted only as configured, the admin host or port is where the connection came in, cookies are
// Secure under an https PUBLIC_URL, and request logs keep no token.
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '@server/db/schema';
import { SESSION_COOKIE } from '@server/features/admin/auth';
import { ensureAdminAccount } from '@server/features/admin/admin-users.repo';
import { fullRequest } from '@server/features/submissions/submission-fixtures';
import { listenForAdmin } from '@server/admin-listener';
import { createTestApp, useTestApp, type TestApp } from '../../test/app';
import { testEngine } from '../../test/database';
import { allowedHostnames, hostnameOf, publicUrlWarning, siteOrigin } from './site-origin';
import { requestLogFields } from './request-log';
import { loadConfig } from '@server/config';

const PASSWORD = 'a-long-admin-password';

describe('hostnameOf and the allowed names', () => {
  it('reads a Host header without its port or brackets', () => {
    expect(['localhost:3000', 'LOCALHOST', '[::1]:3000', '[::1]', 'example.org:443', '127.0.0.1'].map(hostnameOf)).toEqual([
      'localhost',
      'localhost',
      '::1',
      '::1',
      'example.org',
      '127.0.0.1',
    ]);
  });

  it('allows loopback, HOST, ADMIN_HOST and ALLOWED_HOSTS, never a wildcard address', () => {
    const names = allowedHostnames(loadConfig({ HOST: '0.0.0.0', ADMIN_HOST: 'admin.example.org', ALLOWED_HOSTS: 'www.example.org' }));
    expect([...names].sort()).toEqual(['127.0.0.1', '::1', 'admin.example.org', 'localhost', 'www.example.org']);
  });

  it('warns at start without PUBLIC_URL on a host beyond this machine, not on loopback or with PUBLIC_URL', () => {
    expect(publicUrlWarning(loadConfig({}))).toMatch(/PUBLIC_URL is not set.*localhost.*ALLOWED_HOSTS/);
    expect(publicUrlWarning(loadConfig({ HOST: '127.0.0.1' }))).toBeNull();
    expect(publicUrlWarning(loadConfig({ PUBLIC_URL: 'https://directory.example.org' }))).toBeNull();
  });
});

describe('siteOrigin', () => {
  /** A request as siteOrigin reads it: the server's configuration, the protocol and the Host. */
  const requestFor = (env: Record<string, string>, host: string) =>
    ({ server: { deps: { config: loadConfig(env) } }, protocol: 'http', host }) as unknown as FastifyRequest;

  it('is PUBLIC_URL without its trailing slashes, whatever the Host', () => {
    expect(siteOrigin(requestFor({ PUBLIC_URL: 'https://directory.example.org' }, 'attacker.example'))).toBe('https://directory.example.org');
    expect(siteOrigin(requestFor({ PUBLIC_URL: 'https://directory.example.org/' }, 'localhost'))).toBe('https://directory.example.org');
    expect(siteOrigin(requestFor({ PUBLIC_URL: 'https://example.org/directory//' }, 'localhost'))).toBe('https://example.org/directory');
  });

  it('is the allowed Host with its port and no slash, and refuses any other Host', () => {
    expect(siteOrigin(requestFor({}, 'localhost:3000'))).toBe('http://localhost:3000');
    expect(() => siteOrigin(requestFor({}, 'attacker.example'))).toThrow(/does not answer/);
  });
});

describe(`a forged Host (${testEngine})`, () => {
  const t = useTestApp();

  it('is refused on pages, feeds and the API with 400, and nothing is written', async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    for (const [method, url, payload] of [
      ['GET', '/sitemap.xml'],
      ['GET', '/events.ics'],
      ['GET', '/robots.txt'],
      ['POST', '/api/account/sign-in', { email: 'owner@example.com' }],
      ['POST', '/api/listing-requests', fullRequest()],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: payload as object | undefined, headers: { host: 'attacker.example' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('unknown_host');
    }
    expect(await t.database.db.select().from(outbox)).toHaveLength(before);
  });

  it('cannot come in as X-Forwarded-Host when no proxy is trusted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost:3000', 'x-forwarded-host': 'attacker.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).not.toContain('attacker');
  });

  it('gives the listing acknowledgement an absolute status link from the allowed host', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/listing-requests', payload: fullRequest() as object, headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.body).toContain('http://127.0.0.1:3000/check-status');
  });
});

describe(`with PUBLIC_URL (${testEngine})`, () => {
  const t = useTestApp({ PUBLIC_URL: 'https://directory.example.org/' });

  it('builds every link from it, whatever the Host, and makes cookies Secure', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'internal-name:3000' } });
    expect(robots.body).toContain('Sitemap: https://directory.example.org/sitemap.xml');
    await t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email: 'owner@example.com' }, headers: { host: 'attacker.example' } });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com'));
    expect(mail!.body).toMatch(/https:\/\/directory\.example\.org\/account\/sign-in\?token=/);
    expect(mail!.body).not.toContain('attacker');

    await ensureAdminAccount(t.database.db, 'admin', PASSWORD);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: 'admin', password: PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });
});

describe(`behind a proxy (${testEngine})`, () => {
  const t = useTestApp({ TRUST_PROXY: '127.0.0.1', ADMIN_HOST: 'admin.example.org' });

  it('counts the right-most address the trusted proxy saw, not the one the visitor wrote', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      // The visitor makes up a new left-most address each time; the proxy appends the real one.
      const res = await t.app.inject({ method: 'GET', url: '/api/listing-status/BL-00000000', headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` } });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('serves the admin API on the admin host only, judged by the connection, not X-Forwarded-Host', async () => {
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { host: 'localhost', 'x-forwarded-host': 'admin.example.org' } });
    expect(forwarded.statusCode).toBe(404);
    const direct = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { host: 'admin.example.org' } });
    expect(direct.statusCode).toBe(401);
  });
});

describe(`ADMIN_PORT (${testEngine})`, () => {
  let t: TestApp;
  let close = async () => {};
  afterAll(async () => {
    await close();
    await t?.close();
  });

  it('answers the admin API on its own listener only', async () => {
    t = await createTestApp({ ADMIN_PORT: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await listenForAdmin(t.app, 0, '127.0.0.1');
    close = admin.close;
    const publicPort = (t.app.server.address() as { port: number }).port;
    expect((await fetch(`http://127.0.0.1:${publicPort}/api/admin/session`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${admin.port}/api/admin/session`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${publicPort}/api/health`)).status).toBe(200);
  });
});

describe('request logs', () => {
  it('keep no sign-in token of a request address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestLogFields } } });
    app.get('/account/sign-in', async () => 'page');
    await app.inject({ method: 'GET', url: '/account/sign-in?token=live-secret-123&next=%2Faccount' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/account/sign-in?token=[redacted]&next=%2Faccount');
    expect(logged).not.toContain('live-secret-123');
  });
});
