// Two server processes over one PostgreSQL database, behind a reverse proxy on loopback: whatever one
// process does, the other knows. Live updates cross processes, a staff session opened on one is open
// on the other, uploads stored by one are served by the other (each has its own disk, as on two
// machines; the photos are in an S3-compatible bucket), and the sign-in limit counts the failures both saw. Started together on an empty database, they apply the migrations once. Runs in the
// PostgreSQL pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/features/admin/auth';
import { ADMIN_SIGN_IN } from '@server/features/admin/login-limits';

const FREE_ATTEMPTS = ADMIN_SIGN_IN.perAccount.free;
import { createServerDatabase, testEngine } from '../../test/database';
import { openEventStream, type OpenStream } from '../../test/event-stream';
import { startReverseProxy, type ReverseProxy } from '../../test/reverse-proxy';
import { approvedListings, startServer, stopAllServers, TEST_ADMIN_PASSWORD, type ServerProcess } from '../../test/server-process';
import { from, reviewBody } from '../../test/traffic';
import { photo } from '../../test/uploads';
import { startTestBucket, type TestBucket } from '../../test/s3';

type ChangeEvent = { topic: string; businessId?: number };

let root: string;
let dropDatabase: (() => Promise<void>) | undefined;
let one: ServerProcess;
let other: ServerProcess;
let proxy: ReverseProxy;
let bucket: TestBucket;
const streams: OpenStream[] = [];

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-two-'));
  const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
  dropDatabase = created.drop;
  // Both at once on an empty database, as on a deploy: one applies the migrations while the other waits.
  bucket = await startTestBucket();
  const server = (name: string) => startServer({ dataDir: path.join(root, name), databaseUrl: created.url, env: bucket.env });
  [one, other] = await Promise.all([server('one'), server('other')]);
  proxy = await startReverseProxy([one.port, other.port]);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await proxy?.close();
  await stopAllServers();
  await bucket?.close();
  await dropDatabase?.();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const postReview = (base: string, businessId: number, n: number) =>
  fetch(`${base}/api/listings/${businessId}/reviews`, { method: 'POST', headers: from(n), body: JSON.stringify(reviewBody(n, 'two')) });

function signIn(base: string, password: string, n: number) {
  return fetch(`${base}/api/admin/session`, { method: 'POST', headers: from(n), body: JSON.stringify({ username: 'admin', password }) });
}

describe.runIf(testEngine === 'postgres')('two server processes over one PostgreSQL', () => {
  it('streams a review posted on one process to a browser connected to the other, also through the proxy', { timeout: 60_000 }, async () => {
    const [businessId] = await approvedListings(one, 1, 'Two');
    const onOther = await openEventStream(`${other.base}/api/realtime`, from(1));
    const throughProxy = await openEventStream(`${proxy.base}/api/realtime`, from(2));
    streams.push(onOther, throughProxy);

    expect((await postReview(one.base, businessId!, 3)).status).toBe(201);
    await onOther.next<ChangeEvent>((event) => event.topic === 'reviews' && event.businessId === businessId);
    await throughProxy.next<ChangeEvent>((event) => event.topic === 'reviews' && event.businessId === businessId);
  });

  it('keeps a staff session opened on one process open on the other', async () => {
    const res = await signIn(one.base, TEST_ADMIN_PASSWORD, 10);
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
    const session = await fetch(`${other.base}/api/admin/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    const signedOut = await fetch(`${other.base}/api/admin/session`, {
      method: 'DELETE',
      headers: { cookie, 'x-csrf-token': ((await res.json()) as { csrfToken: string }).csrfToken },
    });
    expect(signedOut.status).toBeLessThan(300);
    expect((await fetch(`${one.base}/api/admin/session`, { headers: { cookie } })).status).toBe(401);
  });

  it('serves a photo uploaded through one process from the other', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await photo('png'))], { type: 'image/png' }), 'shop.png');
    const res = await fetch(`${one.base}/api/uploads`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '10.7.0.1' } });
    expect(res.status).toBe(201);
    const { urls } = (await res.json()) as { urls: string[] };
    const served = await fetch(`${other.base}${urls[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(fs.existsSync(path.join(root, 'one', 'uploads')) || fs.existsSync(path.join(root, 'other', 'uploads'))).toBe(false);
  });

  it(`slows the account after ${FREE_ATTEMPTS} wrong passwords spread over both processes`, { timeout: 60_000 }, async () => {
    // Each from its own address, so that only the account's count can slow it.
    for (let i = 0; i <= FREE_ATTEMPTS; i++) {
      const res = await signIn(i % 2 ? other.base : one.base, 'not-the-password', 20 + i);
      expect(res.status).toBe(401);
    }
    // The delay the last failure started holds on both processes.
    for (const server of [one, other]) {
      const waiting = await signIn(server.base, TEST_ADMIN_PASSWORD, 40 + server.port);
      expect(waiting.status).toBe(429);
      expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
