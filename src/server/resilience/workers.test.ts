// WORKERS=n: on PostgreSQL, n processes answer on one port and a worker that dies is replaced; on the
// embedded database the server refuses to start, saying why.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workersNeedPostgres } from '@server/cluster';
import { createServerDatabase, testEngine } from '../../test/database';
import { startServer, stopAllServers, type ServerProcess } from '../../test/server-process';

let root: string;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-workers-'));
});

afterAll(async () => {
  await stopAllServers();
  await dropDatabase?.();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** The Node processes a process started (not, say, the compiler service tsx may start beside them). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([child, command]) => child && command === 'node')
      .map(([child]) => Number(child));
  } catch {
    return [];
  }
}

/** The cluster's workers: the server is tsx, which runs the first process, which forks the workers. */
function workersOf(server: ServerProcess): number[] {
  return childrenOf(server.child.pid!).flatMap(childrenOf);
}

async function waitFor<T>(what: string, check: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(testEngine === 'pglite')('WORKERS on the embedded database', () => {
  it('refuses to start more than one process, saying why', { timeout: 60_000 }, async () => {
    await expect(startServer({ dataDir: path.join(root, 'pglite'), env: { WORKERS: '2' } })).rejects.toThrow(workersNeedPostgres(2));
  });
});

describe.runIf(testEngine === 'postgres')('WORKERS=2 over PostgreSQL', () => {
  it('answers on one port from two processes and replaces a worker that dies', { timeout: 120_000 }, async () => {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = created.drop;
    const server = await startServer({ dataDir: path.join(root, 'pg'), databaseUrl: created.url, env: { WORKERS: '2', LOG_LEVEL: 'info' } });
    const [first, second] = await waitFor('two workers', () => {
      const workers = workersOf(server);
      return workers.length === 2 ? workers : undefined;
    });
    // Both listen before one is killed: the port closes while no worker listens on it.
    await waitFor('both workers listening', () => (server.output().match(/Ready on /g)?.length === 2 ? true : undefined));

    process.kill(first!, 'SIGKILL');
    const replaced = await waitFor('a new worker', () => {
      const workers = workersOf(server);
      return workers.length === 2 && !workers.includes(first!) ? workers : undefined;
    });
    expect(replaced).toContain(second);
    // A connection handed to the worker in the instant it died is lost with it (a proxy retries those);
    // every request after that is answered.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.base}/api/listings?q=salon`, { signal: AbortSignal.timeout(10_000) });
      expect(res.status).toBe(200);
    }
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });
});
