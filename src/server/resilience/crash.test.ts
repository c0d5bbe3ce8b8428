// A server killed with SIGKILL in the middle of a stream of writes loses none it acknowledged: after a
// restart on the same data, every listing number it answered is on Check Status, every review it
// answered is on its business's page and every event it answered reads back with its token. Killed at
// several points of one stream, with other requests in flight each time; on the embedded database
// (PGlite in DATA_DIR) and, in the PostgreSQL pass, on a database of that server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, testEngine } from '../../test/database';
import { approvedListings, signInOverHttp, startServer, stopAllServers, type ServerProcess } from '../../test/server-process';
import { eventBody, from, heldReviewsOf, listingRequestBody, missingWrites, noneAcknowledged, reviewBody, type Acknowledged } from '../../test/traffic';

/** Writes acknowledged in each round before the kill: early, midway and late in the stream. */
const KILL_AFTER = [3, 12, 24];
/** Writers sending at once, so that some requests are always in flight when the kill comes. */
const WRITERS = 4;

let root: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-crash-'));
  fs.mkdirSync(path.join(root, 'tmp'));
  if (testEngine === 'postgres') {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
});

afterAll(async () => {
  await stopAllServers();
  await dropDatabase?.();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

const start = () => startServer({ dataDir: path.join(root, 'data'), databaseUrl, tmpDir: path.join(root, 'tmp') });

let sent = 0;

/** One write of the stream (listing request, review or event) from its own sender; records it when acknowledged. */
async function write(server: ServerProcess, businessIds: number[], acknowledged: Acknowledged): Promise<boolean> {
  const n = ++sent;
  const post = (url: string, body: object) => fetch(`${server.base}${url}`, { method: 'POST', headers: from(n), body: JSON.stringify(body) });
  switch (n % 3) {
    case 0: {
      const res = await post('/api/listing-requests', listingRequestBody(n));
      if (res.status !== 201) throw new Error(`listing request: ${res.status} ${await res.text()}`);
      acknowledged.listings.push(((await res.json()) as { listingNumber: string }).listingNumber);
      return true;
    }
    case 1: {
      const businessId = businessIds[n % businessIds.length]!;
      const body = reviewBody(n);
      const res = await post(`/api/listings/${businessId}/reviews`, body);
      if (res.status !== 201) throw new Error(`review: ${res.status} ${await res.text()}`);
      await res.json();
      acknowledged.reviews.push({ businessId, content: body.content });
      return true;
    }
    default: {
      const res = await post('/api/events', eventBody(n));
      if (res.status !== 201) throw new Error(`event: ${res.status} ${await res.text()}`);
      const event = (await res.json()) as { id: number; confirmationToken: string; eventName: string };
      acknowledged.events.push({ id: event.id, token: event.confirmationToken, eventName: event.eventName });
      return true;
    }
  }
}

/**
 * Sends writes from WRITERS senders at once until `killAfter` more are acknowledged, then kills the server
 * without waiting for the requests still in flight. Answers how many were in flight.
 */
async function streamAndKill(server: ServerProcess, businessIds: number[], acknowledged: Acknowledged, killAfter: number): Promise<number> {
  let done = 0;
  let inFlight = 0;
  let killed: Promise<void> | undefined;
  const writer = async () => {
    while (!killed) {
      inFlight++;
      try {
        if (await write(server, businessIds, acknowledged)) done++;
      } catch (error) {
        // A request the kill cut off was never acknowledged; any other failure is the test's.
        if (!killed) throw error;
      } finally {
        inFlight--;
      }
      if (done >= killAfter && !killed) {
        killed = server.kill('SIGKILL');
        return inFlight;
      }
    }
    return 0;
  };
  const inFlightAtKill = Math.max(...(await Promise.all(Array.from({ length: WRITERS }, writer))));
  await killed;
  return inFlightAtKill;
}

describe(`a killed server (${testEngine})`, () => {
  it(`keeps every acknowledged write through SIGKILL at ${KILL_AFTER.length} points of a stream`, { timeout: 300_000 }, async () => {
    let server = await start();
    const businessIds = await approvedListings(server, 2, 'Reviewed');
    const acknowledged = noneAcknowledged();
    for (const killAfter of KILL_AFTER) {
      const inFlight = await streamAndKill(server, businessIds, acknowledged, killAfter);
      expect(inFlight, 'requests in flight at the kill').toBeGreaterThan(0);
      server = await start();
      expect(
        await missingWrites(server.base, acknowledged, heldReviewsOf(await signInOverHttp(server))),
        'acknowledged writes missing after the restart',
      ).toEqual([]);
    }
    expect(acknowledged.listings.length + acknowledged.reviews.length + acknowledged.events.length).toBeGreaterThanOrEqual(
      KILL_AFTER.reduce((a, b) => a + b, 0),
    );
    await server.kill('SIGTERM');
  });
});
