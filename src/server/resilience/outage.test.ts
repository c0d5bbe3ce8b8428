// The PostgreSQL server stopped under a running app, then started again: while it is down every request
// that needs it is answered at once with 503 in the API's error shape (no hang, no 500) and the health
// check says the database is down; when it is back the app recovers by itself within seconds, and its
// change listener listens again (a change announced by another process reaches an open stream).
// Runs in the PostgreSQL pass, on a private server of its own that it may stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/database';
import { openEventStream, type OpenStream } from '../../test/event-stream';
import { createPgCluster, type PgCluster } from '../../test/pg-cluster';
import { approvedListings, startServer, stopAllServers, type ServerProcess } from '../../test/server-process';
import { from, reviewBody } from '../../test/traffic';

/** Longest an answer may take while the database is down: anything slower counts as a hang. */
const ANSWER_WITHIN_MS = 5_000;
/** Longest the app may take to serve again once the database is back. */
const RECOVER_WITHIN_MS = 15_000;

let root: string;
let cluster: PgCluster;
let server: ServerProcess;
let stream: OpenStream | undefined;

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-outage-'));
  cluster = await createPgCluster();
  server = await startServer({ dataDir: root, databaseUrl: cluster.url });
});

afterAll(async () => {
  stream?.close();
  await stopAllServers();
  cluster?.destroy();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

type ChangeEvent = { topic: string; businessId?: number };

async function timed(url: string, init: RequestInit = {}) {
  const started = Date.now();
  const res = await fetch(`${server.base}${url}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS * 3) });
  return { res, ms: Date.now() - started, body: (await res.json()) as Record<string, unknown> };
}

describe.runIf(testEngine === 'postgres')('a PostgreSQL restart under the running server', () => {
  it('answers 503 while the database is down and recovers by itself, listener included', { timeout: 180_000 }, async () => {
    const [businessId] = await approvedListings(server, 1, 'Outage');
    stream = await openEventStream(`${server.base}/api/realtime`, from(7));

    cluster.stop();

    const during = [
      await timed('/api/listings?q=salon'),
      await timed(`/api/listings/${businessId}`),
      await timed('/api/listing-status/BL-12345678', { headers: from(1) }),
      await timed(`/api/listings/${businessId}/reviews`, { method: 'POST', headers: from(2), body: JSON.stringify(reviewBody(1, 'outage')) }),
      await timed('/api/events', { method: 'GET' }),
    ];
    for (const answer of during) {
      expect(answer.res.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(answer.body.error).toMatchObject({ code: 'service_unavailable', message: expect.stringMatching(/try again/i) });
    }
    const health = await timed('/api/health');
    expect(health.res.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: { kind: 'postgres', ok: false } });
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);

    cluster.start();
    const backAt = Date.now();
    for (;;) {
      const res = await fetch(`${server.base}/api/health`).catch(() => null);
      if (res?.status === 200) break;
      expect(Date.now() - backAt, 'seconds to recover').toBeLessThan(RECOVER_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const search = await timed('/api/listings?q=salon');
    expect(search.res.status).toBe(200);

    // A review posted after the recovery reaches the stream opened before the outage.
    const posted = await timed(`/api/listings/${businessId}/reviews`, { method: 'POST', headers: from(3), body: JSON.stringify(reviewBody(2, 'outage')) });
    expect(posted.res.status).toBe(201);
    await stream.next<ChangeEvent>((event) => event.topic === 'reviews' && event.businessId === businessId);

    // So does a change another process announces: the listener has subscribed again.
    const otherProcess = new pg.Client({ connectionString: cluster.url });
    await otherProcess.connect();
    try {
      const deadline = Date.now() + RECOVER_WITHIN_MS;
      const announced = { origin: 'another-process', event: { topic: 'reviews', businessId: 424242 } };
      for (;;) {
        await otherProcess.query('select pg_notify($1, $2)', ['engine_changes', JSON.stringify(announced)]);
        const seen = await stream.next<ChangeEvent>((event) => event.businessId === 424242, 1_000).catch(() => null);
        if (seen) break;
        expect(Date.now(), 'the change listener did not listen again').toBeLessThan(deadline);
      }
    } finally {
      await otherProcess.end();
    }
  });
});
