// Opens the database: a PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite
// running in a worker thread behind a private Unix socket. Both are reached through `pg` and Drizzle.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as runMigrations } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { PACKAGE_ROOT } from '../package-root';
import { withCommitHooks } from './after-commit';
import { preparePlanning } from './prepared';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository function takes either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** Connection settings for a LISTEN client (server only; PGlite runs in one process). */
  listenConfig?: pg.ClientConfig;
  /** The embedded database's data directory as a gzipped tar, consistent, taken while it serves. */
  dump?(): Promise<Buffer>;
  /** Whether this opening applied migrations (a first start, or a new release's). */
  migrated: boolean;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, 'drizzle');
const SOCKET_PORT = 5432;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` is DATA_DIR (the database goes in its pgdata folder), or null for a throwaway in-memory database;
   * `cacheMb` its page cache (PGLITE_CACHE_MB).
   */
  | { kind: 'pglite'; dataDir: string | null; cacheMb?: number };

/** The database the configuration names: the PostgreSQL server of DATABASE_URL, else the embedded one in DATA_DIR. */
export function configuredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'pgliteCacheMb'>>,
  poolSize?: number,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize }
    : { kind: 'pglite', dataDir: config.dataDir, cacheMb: config.pgliteCacheMb };
}

/** PGLITE_CACHE_MB's default: the demo data's pages that visitors read fit in it. */
export const DEFAULT_PGLITE_CACHE_MB = 32;

/** A database answered before it can serve: its queries wait for `ready`. */
export interface StartingDatabase extends Database {
  /**
   * Settles once the database serves: the embedded one's worker has started, and the migrations (when
   * there are new ones) have run. Rejects when it cannot open, and the queries waiting fail with it.
   */
  ready: Promise<void>;
}

/**
 * Opens the database and answers it at once, so that the app is built while the embedded database
 * starts in its worker (about half a second) and the migrations are checked: queries made meanwhile
 * wait for `ready`.
 */
export function startDatabase(options: DatabaseOptions): StartingDatabase {
  const { database, started } =
    options.kind === 'postgres'
      ? { database: openPostgres(options.url, options.poolSize ?? defaultPoolSize()), started: Promise.resolve() }
      : startPglite(options);
  const held = holdConnections(database.pool);
  const ready = held.bypassing(async () => {
    await started;
    await migrate(database);
  });
  ready.then(held.release, held.refuse);
  return Object.assign(database, { ready });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = startDatabase(options);
  await database.ready;
  return database;
}

/** The migrations a new release brings, run once (several processes starting at once take turns). */
async function migrate(database: Database): Promise<void> {
  const before = await appliedMigrations(database);
  if (before >= migrationCount()) return;
  await oneAtATime(database, () => runMigrations(database.db, { migrationsFolder: MIGRATIONS_FOLDER }));
  database.migrated = (await appliedMigrations(database)) !== before;
  // PGlite runs no autovacuum. Its planner statistics are kept on disk, so a plain restart has them; after
  // migrations they are gathered now, and while it runs the server gathers them again (PLANNER_STATISTICS_MS).
  if (database.kind === 'pglite' && database.migrated) await database.pool.query('ANALYZE');
}

/** How many migrations the release has (drizzle's journal of MIGRATIONS_FOLDER). */
function migrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Makes the pool's connections wait until `release` (or fail on `refuse`), except those asked for inside
 * `bypassing`: the start-up's own work (the migrations) runs while the app's first queries wait behind it.
 */
function holdConnections(pool: pg.Pool) {
  const startup = new AsyncLocalStorage<true>();
  const connect = pool.connect.bind(pool);
  let release!: () => void;
  let refuse!: (error: unknown) => void;
  const open = new Promise<void>((resolve, reject) => ([release, refuse] = [resolve, reject]));
  open.catch(() => {});
  type Callback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;
  const held = (callback?: Callback) => {
    const client = startup.getStore() ? connect() : open.then(() => connect());
    if (!callback) return client;
    client.then(
      (c) => callback(undefined, c, (error) => c.release(error as Error | undefined)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  };
  Object.assign(pool, { connect: held });
  // Once open, the pool's own connect serves again: no wrapper on the way of every query.
  void open.then(
    () => Object.assign(pool, { connect }),
    () => {},
  );
  return { release, refuse, bypassing: <T>(work: () => Promise<T>) => startup.run(true, work) };
}

/** How often a server on the embedded database gathers its planner statistics (about a second on the demo data). */
export const PLANNER_STATISTICS_MS = 6 * 60 * 60 * 1000;

/** The number of migrations applied so far: none in a new database. */
async function appliedMigrations(database: Database): Promise<number> {
  const { rows: table } = await database.pool.query<{ name: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table[0]?.name) return 0;
  const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return rows[0]?.n ?? 0;
}

/** Any number: the key of the advisory lock that lets one process prepare the database while the others wait. */
const STARTUP_LOCK = 7_240_331;

/**
 * Several processes starting at once on a PostgreSQL server (a deploy): the first runs `work` (migrations,
 * the admin account, the demo data), the others wait, then find it done. PGlite serves one process.
 */
export async function oneAtATime<T>(database: Pick<Database, 'kind' | 'listenConfig'>, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres' || !database.listenConfig) return work();
  // A connection of its own: the pool may have a single one, which the work needs.
  const client = new pg.Client(database.listenConfig);
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Two connections per core: enough to keep the server's cores busy. More only queue inside the server
 * and take the CPU from this process's event loop, delaying every other request at the same throughput.
 */
function defaultPoolSize(): number {
  return Math.max(2, 2 * os.availableParallelism());
}

function makeDb(pool: pg.Pool): Db {
  return withCommitHooks(drizzle({ client: pool, schema, casing: 'snake_case' }));
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000, onConnect: preparePlanning });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  return {
    db: makeDb(pool),
    pool,
    kind: 'postgres',
    migrated: false,
    listenConfig: { connectionString: url },
    close: () => pool.end(),
  };
}

/** The embedded database, answered at once; `started` settles when its worker serves. */
function startPglite({ dataDir, cacheMb = DEFAULT_PGLITE_CACHE_MB }: { dataDir: string | null; cacheMb?: number }): {
  database: Database;
  started: Promise<void>;
} {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  // The socket has no password, so it lives in a directory only this user can enter.
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  fs.chmodSync(runDir, 0o700);
  const socketPath = path.join(runDir, `.s.PGSQL.${SOCKET_PORT}`);

  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: dataDir ? path.join(dataDir, 'pgdata') : 'memory://', socketPath, cacheMb },
    // The worker's own JavaScript only passes messages between the socket and PGlite: a small young
    // generation (V8 gives each thread 16 MB or more) is enough.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const started = waitForMessage(worker, 'ready').catch(async (error: unknown) => {
    await worker.terminate();
    fs.rmSync(runDir, { recursive: true, force: true });
    releaseLock();
    throw error;
  });

  // PGlite has one session: a second pooled connection would interleave other queries' rows.
  const pool = new pg.Pool({
    host: runDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    connectionTimeoutMillis: 30_000,
    // Named statements of an earlier connection would collide after a reconnect.
    onConnect: async (client: pg.ClientBase) => {
      await client.query('DISCARD ALL');
      await preparePlanning(client);
    },
  });
  pool.on('error', () => {});
  keepSessionOnError(pool);

  const database: Database = {
    db: makeDb(pool),
    pool,
    kind: 'pglite',
    migrated: false,
    dump: dumpFrom(worker),
    async close() {
      await pool.end();
      // A worker that failed to start has already been stopped and its files removed.
      const workerServes = await started.then(
        () => true,
        () => false,
      );
      if (!workerServes) return;
      worker.postMessage('close');
      await waitForMessage(worker, 'closed').catch(() => {});
      await worker.terminate();
      fs.rmSync(runDir, { recursive: true, force: true });
      releaseLock();
    },
  };
  return { database, started };
}

/**
 * `pool.query` drops its connection when a statement fails. PGlite's one session stays usable after a
 * failed statement, and its socket server, which takes one connection at a time, refused the new
 * connection while the old one was still closing: the next query failed too. Here a failed statement
 * gives its connection back to the pool like a successful one.
 */
function keepSessionOnError(pool: pg.Pool) {
  const query = async (config: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  };
  Object.assign(pool, { query });
}

/** Asks the worker for its data directory, one dump at a time. */
function dumpFrom(worker: Worker): () => Promise<Buffer> {
  let queue: Promise<unknown> = Promise.resolve();
  let next = 0;
  const once = () =>
    new Promise<Buffer>((resolve, reject) => {
      const id = ++next;
      const onMessage = (message: { type: string; id?: number; data?: Uint8Array; message?: string }) => {
        if (message.id !== id) return;
        worker.off('message', onMessage);
        if (message.type === 'dumped') resolve(Buffer.from(message.data!.buffer, message.data!.byteOffset, message.data!.byteLength));
        else reject(new Error(`The embedded database could not be copied: ${message.message}`));
      };
      worker.on('message', onMessage);
      worker.postMessage({ type: 'dump', id });
    });
  return () => {
    const result = queue.then(once, once);
    queue = result.catch(() => {});
    return result;
  };
}

/** Settles on the worker's next message of `type`; fails on its error message, its exit or its error. */
export function waitForMessage(worker: Worker, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string; message?: string }) => {
      if (message.type === type) done(resolve);
      else if (message.type === 'error') done(() => reject(new Error(`Embedded database failed to start: ${message.message}`)));
    };
    const onExit = (code: number) => done(() => reject(new Error(`Embedded database worker exited with code ${code}`)));
    const onError = (error: Error) => done(() => reject(error));
    const done = (finish: () => void) => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.off('error', onError);
      finish();
    };
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.on('error', onError);
  });
}

/** The pid of a live server holding the data directory, or null. */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const holder = Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'));
    return holder && holder !== process.pid && isAlive(holder) ? holder : null;
  } catch {
    return null;
  }
}

/** Holds a lock file so that two servers never open the same data directory. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  try {
    fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = dataDirHolder(dataDir);
    if (holder) throw new Error(`The data directory ${dataDir} is in use by another server (pid ${holder}).`);
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => fs.rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A server killed a moment ago may still be a zombie, waiting for its parent to collect it.
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^\d+ \(.*\) [ZX]/s.test(stat);
  } catch {
    return false;
  }
}
