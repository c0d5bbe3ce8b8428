// `npm run bench`: two parts, each on its own temporary database (embedded PGlite, or the PostgreSQL
// server of DATABASE_URL). Relevance: the demo data, queries built from its listings (typos, plurals,
// accents, places, glued words), recall of ours and of MiniSearch per kind. Speed: 100,000 approved
// listings and 500,000 reviews, the search API measured through HTTP: latency per query kind, throughput
// under 16 connections, and the server's event-loop delay. BENCH_ONLY=relevance|speed runs one part.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '@server/db/client';
import { seedDemoListings } from './bench/demo-listings';
import { generateBenchData } from './bench/generate';
import { httpGet, percentile, startBenchServer } from './bench/harness';
import { enc, near, pick, suggestPrefix, TYPES } from './bench/query-parts';
import { measureRelevance, relevanceTable } from './bench/relevance';
import { buildRelevanceQueries } from './bench/relevance-queries';
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

const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'relevance' && ONLY !== 'speed') throw new Error(`BENCH_ONLY is relevance or speed, not ${ONLY}`);

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

/** Suggestions as the visitor types a name, a type or a city; measured when the server has the route. */
const SUGGEST = { name: 'suggestions, 2-6 characters typed', path: (i: number) => `/api/suggest?q=${enc(suggestPrefix(i))}` };

/** What a part leaves behind (data directories, databases on the server), removed at the end or on a failure. */
const cleanups: (() => Promise<void>)[] = [];

/** Removes what the parts left so far. */
async function cleanUp() {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch((error: unknown) => console.error(error));
}

/** A part's own empty database and data directory, and the environment of a server over them. */
async function temporaryDatabase(prefix: string): Promise<{ dataDir: string; open(): Promise<Database>; serverEnv: NodeJS.ProcessEnv }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const scratch = serverUrl ? await createServerDatabase(serverUrl) : null;
  cleanups.push(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
  if (scratch) serverEnv.DATABASE_URL = scratch.url;
  else delete serverEnv.DATABASE_URL;
  return {
    dataDir,
    open: () => openDatabase(scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir }),
    serverEnv,
  };
}

async function relevancePart() {
  const scratch = await temporaryDatabase('engine-relevance-');
  const database = await scratch.open();
  const listings = await seedDemoListings(database, scratch.dataDir);
  await database.close();
  const queries = buildRelevanceQueries(listings);
  const server = await startBenchServer(scratch.serverEnv, PORT);
  const rows = await measureRelevance(`http://127.0.0.1:${PORT}`, listings, queries);
  await server.close();
  await cleanUp();
  console.log(`\nRelevance: ${queries.length} queries over the ${listings.length} approved demo listings; ours = GET /api/listings?q=, no location`);
  console.log(`\n${relevanceTable(rows)}`);
}

async function speedPart() {
  const scratch = await temporaryDatabase('engine-bench-');
  const loadStart = performance.now();
  const database = await scratch.open();
  await generateBenchData(database.db, LISTINGS, REVIEWS);
  await database.close();
  console.log(`\nSpeed: ${LISTINGS} listings, ${REVIEWS} reviews, loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

  const server = await startBenchServer(scratch.serverEnv, PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const hasSuggest = (await httpGet(base + SUGGEST.path(0))).status !== 404;
  const kinds = hasSuggest ? [...KINDS, SUGGEST] : KINDS;

  // Warm up: every kind, so measured requests pay neither for cold caches nor for the compiler.
  for (const kind of kinds) for (let i = 0; i < WARMUP; i++) await httpGet(base + kind.path(i));

  const rows: string[] = [];
  for (const kind of kinds) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await httpGet(base + kind.path(i));
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${kind.name}: HTTP ${res.status} for ${kind.path(i)}`);
      JSON.parse(res.body);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${kind.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`);
  }

  await server.ask('reset');
  let n = 0;
  // Searches only, so the throughput stays comparable with the figures measured before suggestions.
  const all = KINDS.flatMap((k) => Array.from({ length: 20 }, (_, i) => k.path(i)));
  const load = await autocannon({
    url: base,
    connections: 16,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    requests: [{ setupRequest: (req) => ({ ...req, path: all[n++ % all.length]! }) }],
  });
  const loop = await server.ask('stats');
  await server.close();
  await cleanUp();

  console.log(`\n| query (${REQUESTS} requests each, after ${WARMUP} of each kind) | median ms | p95 ms |\n|---|---|---|\n${rows.join('\n')}`);
  if (!hasSuggest) console.log('\nSuggestions not measured: GET /api/suggest answers 404 on this server.');
  const errors = load.errors + load.non2xx + load.timeouts;
  console.log(`\n| load: 16 connections, mixed searches, ${load.duration} s | value |\n|---|---|`);
  console.log(`| throughput | ${load.requests.average.toFixed(0)} req/s |`);
  console.log(`| latency p50 / p99 | ${load.latency.p50} / ${load.latency.p99} ms |`);
  console.log(`| errors (incl. non-2xx, timeouts) | ${errors} |`);
  console.log(`| server event-loop delay p99 / max | ${loop.p99!.toFixed(1)} / ${loop.max!.toFixed(1)} ms |`);
  if (errors > 0) process.exitCode = 1;
}

async function main() {
  console.log(`Engine: ${serverUrl ? 'PostgreSQL server' : 'embedded PGlite'}`);
  if (ONLY !== 'speed') await relevancePart();
  if (ONLY !== 'relevance') await speedPart();
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
