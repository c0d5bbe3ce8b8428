// A private PostgreSQL server for a test that stops and starts it under a running app (the shared test
// server must stay up for the other test files): initdb in a temporary folder, its own free port,
// trust authentication on loopback, run as `postgres` when the tests run as root (as
// scripts/pg-test-server.sh does).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

export interface PgCluster {
  url: string;
  start(): void;
  /** A fast shutdown: sessions are ended, as on a restart for maintenance. */
  stop(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

export function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return found ?? null;
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql)');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-private-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
      running = true;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        if (running) cluster.stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  cluster.start();
  return cluster;
}
