// Runs the embedded PGlite database in a worker thread and serves it on a private Unix socket,
// so that its synchronous WebAssembly queries never block the server's event loop.
// Plain JavaScript on purpose: worker threads load it directly under tsx, Vitest and node alike.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath, cacheMb = 32 } = workerData;

// Checkpoints often and keeps little write-ahead log: without a cap it grows past 300 MB on large loads.
const WAL_LIMITS = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB', '-c', 'checkpoint_timeout=60s'];

/**
 * PGlite's memory is WebAssembly memory, which grows and is never given back: PostgreSQL's defaults (a
 * 128 MB page cache, 64 MB for each index build) kept about 300 MB more in every process than a small
 * site reads. The page cache is PGLITE_CACHE_MB; an index build may use as much, 16 MB at least.
 */
const memoryLimits = (mb) => ['-c', `shared_buffers=${mb}MB`, '-c', `maintenance_work_mem=${Math.max(16, mb)}MB`];

async function open() {
  const db = await PGlite.create({
    dataDir,
    extensions: { cube, fuzzystrmatch, pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...WAL_LIMITS, ...memoryLimits(cacheMb)],
  });
  // A socket file left by a killed process would make listen fail.
  fs.rmSync(socketPath, { force: true });
  // One connection: PGlite has a single session, and multiplexing mixed transactions' rows.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return { db, server };
}

async function onMessage({ db, server }, message) {
  if (message?.type === 'dump') {
    await dump(db, message.id);
    return;
  }
  if (message !== 'close') return;
  try {
    await server.stop();
    await db.close();
  } finally {
    fs.rmSync(socketPath, { force: true });
    parentPort.postMessage({ type: 'closed' });
  }
}

/**
 * The data directory as a gzipped tar, taken between two protocol messages (PGlite's own lock). A
 * transaction still open then is left out, as after a crash: the copy starts like a restarted server.
 */
async function dump(db, id) {
  // Waits a moment for an open transaction to end, so the copy usually holds every commit up to now.
  for (let waited = 0; db.isInTransaction() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  try {
    const file = await db.dumpDataDir('gzip');
    const data = new Uint8Array(await file.arrayBuffer());
    parentPort.postMessage({ type: 'dumped', id, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ type: 'dump-failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The port listens from the first moment. A worker whose event loop has nothing left to wait for (PGlite's
 * start awaits WebAssembly compiles, which no handle of the loop stands for) lets node drain the platform's
 * background tasks at each step: it waits for every compile under way, the WebAssembly tier-up included,
 * before it runs the next step or reads a socket. The first connection then waited 70 to 300 ms.
 */
const opening = open();
parentPort.on('message', (message) => {
  opening.then((database) => onMessage(database, message)).catch(() => {});
});
opening.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => {
    // PGlite may throw a plain object (an Emscripten exit status), which says more as JSON than as '[object Object]'.
    const message = error instanceof Error ? (error.stack ?? error.message) : error && typeof error === 'object' ? JSON.stringify(error) : String(error);
    parentPort.postMessage({ type: 'error', message });
  },
);
