// `npm run footprint -- [--restarts 3] [--serve '<command>'] [--only embedded|postgres] [--json]`: what the server as it ships (`npm run serve`: node on
// dist/server, built pages, demo data) costs a small machine. For the embedded database, and for
// PostgreSQL when DATABASE_URL names a server (a fresh database is made on it and dropped), it starts
// the server on new data (the demo data is written), then restarts it on that data `--restarts` times,
// and reports per start: the time from the process's start to its first answer (the health check) and
// to the home page, and the resident memory (VmRSS) of the server process and everything it started,
// idle after the home page, a search, a business page and an article. --serve measures another command
// line in place of `npm run serve`'s (to compare node's options).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths } from '../src/shared/paths';
import { createServerDatabase } from '../src/test/database';
import { processTree } from '../src/test/process-tree';
import { freePort } from '../src/test/server-process';
import { packageScripts } from './serve-command.mjs';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const RESTARTS = Number(option('restarts') ?? 3);
const JSON_OUT = args.includes('--json');
/** --only embedded|postgres: one engine. */
const ONLY = option('only');
/** How long the server is left alone after the pages before its memory is read. */
const IDLE_MS = 3000;

const root = path.resolve(import.meta.dirname, '..');
/** `npm run serve`'s own command line, run by the shell as npm runs it, so that what is measured is what ships. */
const serveScript = option('serve') ?? packageScripts.serve!;

export interface StartFigures {
  engine: 'embedded' | 'postgres';
  start: 'first' | 'restart';
  /** From the process's start to its first 200 on /api/health, and on the home page. */
  healthMs: number;
  homeMs: number;
  /** Resident memory of the server process and every process it started, idle after four pages. */
  rssMb: number;
  processes: number;
}

async function firstOk(url: string, startedAt: number, exited: () => boolean): Promise<number> {
  for (;;) {
    if (exited()) throw new Error(`The server exited before ${url} answered.`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) {
        await res.arrayBuffer();
        return performance.now() - startedAt;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function measureStart(engine: StartFigures['engine'], start: StartFigures['start'], env: NodeJS.ProcessEnv): Promise<StartFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn('sh', ['-c', serveScript], { cwd: root, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  try {
    // Asked side by side: the home page's time is its own, not the health check's plus one more request.
    const [healthMs, homeMs] = await Promise.all([firstOk(`${base}/api/health`, startedAt, gone), firstOk(`${base}/`, startedAt, gone)]);
    const listing = ((await (await fetch(`${base}/api/listings?q=food`)).json()) as { items: { id: number }[] }).items[0]!;
    const article = ((await (await fetch(`${base}/api/articles`)).json()) as { items: { id: number; source: string }[] }).items[0]!;
    for (const url of [paths.home, paths.searchFor('food'), paths.business(listing.id), paths.blog(article.source, article.id)]) {
      const res = await fetch(base + url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      await res.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const tree = processTree(child.pid!);
    const rssMb = tree.reduce((sum, p) => sum + p.rss, 0) / 1024 / 1024;
    return { engine, start, healthMs, homeMs, rssMb, processes: tree.length };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measureEngine(engine: StartFigures['engine'], databaseUrl?: string): Promise<StartFigures[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-footprint-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'footprint-admin-password' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    const figures = [await measureStart(engine, 'first', env)];
    for (let i = 0; i < RESTARTS; i++) figures.push(await measureStart(engine, 'restart', env));
    return figures;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `low–high (median)`, or the one value. */
const range = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const [low, median, high] = [sorted[0]!, sorted[Math.floor((sorted.length - 1) / 2)]!, sorted.at(-1)!].map((v) => v.toFixed(digits));
  return low === high ? low! : `${low}–${high} (${median})`;
};

if (!fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  throw new Error('Build first: npm run build');
}
const figures = ONLY === 'postgres' ? [] : await measureEngine('embedded');
if (process.env.DATABASE_URL && ONLY !== 'embedded') {
  const created = await createServerDatabase(process.env.DATABASE_URL);
  try {
    figures.push(...(await measureEngine('postgres', created.url)));
  } finally {
    await created.drop();
  }
}

if (JSON_OUT) {
  console.log(JSON.stringify(figures));
} else {
  console.log(`\`${serveScript}\`, idle ${IDLE_MS / 1000} s after four pages; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}\n`);
  console.log('| engine, start | to health check | to home page | resident memory |');
  console.log('|---|---|---|---|');
  for (const engine of ['embedded', 'postgres'] as const) {
    for (const start of ['first', 'restart'] as const) {
      const rows = figures.filter((f) => f.engine === engine && f.start === start);
      if (rows.length === 0) continue;
      const ms = (key: 'healthMs' | 'homeMs') =>
        `${range(
          rows.map((r) => r[key] / 1000),
          2,
        )} s`;
      console.log(`| ${engine}, ${start} (${rows.length}) | ${ms('healthMs')} | ${ms('homeMs')} | ${range(rows.map((r) => r.rssMb))} MB |`);
    }
  }
}
