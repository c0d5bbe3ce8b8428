// `npm run bench`: loads 100,000 approved listings and 500,000 reviews into a temporary database
// (embedded PGlite, or the PostgreSQL server of DATABASE_URL), then measures the search API through
// HTTP: latency per query kind, throughput under 16 connections, and the server's event-loop delay.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@server/db/client';
import { generateBenchData } from './bench/generate';
import { percentile, startBenchServer } from './bench/harness';
import { enc, near, pick, TYPES } from './bench/query-parts';
import { createServerDatabase } from '../src/test/database';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 500_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
// Requests of each kind before measuring. V8 optimises hot functions only after many calls and compiles
// them on a second thread meanwhile, so too few warm-up requests measure the first kinds half cold.
// A running server answers warm; BENCH_WARMUP=10 shows the cold figures.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const serverUrl = process.env.DATABASE_URL;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-bench-'));
/** The benchmark's own database on the PostgreSQL server of DATABASE_URL, dropped at the end. */
let scratch: Awaited<ReturnType<typeof createServerDatabase>> | null = null;

const TERMS_COMMON = ['soul', 'kitchen', 'hair', 'beauty', 'royal', 'ha', 'so', 'ki', 'market', 'catering', 'golden studio', 'wellness'];
const TERMS_RARE = ['zuri lab 1', 'sankofa co 99', 'baobab garden 5', 'qz', 'onyx works 42', 'velvet roots 7'];
const STATES = ['GA', 'NY', 'TX', 'CA', 'IL', 'FL'];
const common = (i: number) => enc(pick(TERMS_COMMON, i));
const ATLANTA = 'lat=33.749&lng=-84.388';

const KINDS: { name: string; path: (i: number) => string }[] = [
  { name: 'text search, common terms', path: (i) => `/api/listings?q=${common(i)}` },
  { name: 'text search, rare terms', path: (i) => `/api/listings?q=${enc(pick(TERMS_RARE, i))}` },
  { name: 'text search, page 10', path: (i) => `/api/listings?q=${common(i)}&offset=180` },
  { name: 'type + state', path: (i) => `/api/listings?type=${enc(pick(TYPES, i))}&state=${pick(STATES, i)}` },
  { name: 'radius 25 mi', path: (i) => `/api/listings?${near(i)}&radius=25` },
  { name: 'text near the visitor, any distance', path: (i) => `/api/listings?q=${common(i)}&${near(i)}` },
  // The visitor in Atlanta, the state across the country: its matches are sorted, not walked to.
  { name: 'text + a far state, any distance', path: (i) => `/api/listings?q=${common(i)}&state=CA&${ATLANTA}` },
  { name: 'text + state + radius 50 mi', path: (i) => `/api/listings?q=${common(i)}&state=GA&${ATLANTA}&radius=50` },
];

// One kept-alive connection, as a browser holds one to the site. Node's http client rather than fetch:
// fetch adds about a millisecond of its own to every request on this machine, which is not the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function main() {
  console.log(`Engine: ${serverUrl ? 'PostgreSQL server' : 'embedded PGlite'}; ${LISTINGS} listings, ${REVIEWS} reviews`);
  scratch = serverUrl ? await createServerDatabase(serverUrl) : null;
  const databaseUrl = scratch?.url;
  const loadStart = performance.now();
  const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
  await generateBenchData(database.db, LISTINGS, REVIEWS);
  await database.close();
  console.log(`Loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server = await startBenchServer(env, PORT);
  const base = `http://127.0.0.1:${PORT}`;

  // Warm up: every kind, so measured requests pay neither for cold caches nor for the compiler.
  for (const kind of KINDS) for (let i = 0; i < WARMUP; i++) await get(base + kind.path(i));

  const rows: string[] = [];
  for (const kind of KINDS) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await get(base + kind.path(i));
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${kind.name}: HTTP ${res.status} for ${kind.path(i)}`);
      JSON.parse(res.body);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${kind.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`);
  }

  await server.ask('reset');
  let n = 0;
  const all = KINDS.flatMap((k) => Array.from({ length: 20 }, (_, i) => k.path(i)));
  const load = await autocannon({
    url: base,
    connections: 16,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests: [{ setupRequest: (req) => ({ ...req, path: all[n++ % all.length]! }) }],
  });
  const loop = await server.ask('stats');
  await server.close();

  console.log(`\n| query (${REQUESTS} requests each, after ${WARMUP} of each kind) | median ms | p95 ms |\n|---|---|---|\n${rows.join('\n')}`);
  const errors = load.errors + load.non2xx + load.timeouts;
  console.log(`\n| load: 16 connections, mixed queries, ${load.duration} s | value |\n|---|---|`);
  console.log(`| throughput | ${load.requests.average.toFixed(0)} req/s |`);
  console.log(`| latency p50 / p99 | ${load.latency.p50} / ${load.latency.p99} ms |`);
  console.log(`| errors (incl. non-2xx, timeouts) | ${errors} |`);
  console.log(`| server event-loop delay p99 / max | ${loop.p99!.toFixed(1)} / ${loop.max!.toFixed(1)} ms |`);

  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
  if (errors > 0) process.exitCode = 1;
}

main().catch(async (error) => {
  console.error(error);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop().catch(() => {});
  process.exit(1);
});
