// `npm run load -- [--seconds 600] [--warmup 30] [--connections 16] [--rate 100] [--processes 2] [--api-only] [--json]`: starts the real server
// as it ships (the compiled dist/server/main.js under node, built pages, demo data, a fresh embedded
// database, or a fresh database on the PostgreSQL server of DATABASE_URL; TRUST_PROXY on so that each
// write may come from its own address), drives the visitor mix of scripts/load/mix.ts at it for the
// time given, then reads back every acknowledged write. Prints throughput, latency p50/p99 per kind,
// errors, the server's event-loop delay, its resident memory (VmRSS of every server process, workers
// included) at the start, at its peak and at the end, and the run's verdict; exits 1 when the verdict
// fails, memory that keeps growing included. --rate paces the requests (per second, all
// connections together), as visitors arrive; without it each connection sends as fast as it is answered,
// which measures the most the server can take. --api-only asks the API for business and article pages
// instead of the pages (no build needed). --processes n (PostgreSQL only) starts n server processes over
// the one database behind a reverse proxy (nginx when installed, else a small Node proxy), as a load
// balancer would stand; the requests then all go through the proxy, so compare n with --processes 1.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createServerDatabase } from '../src/test/database';
import { heldReviewsOf, missingWrites, noneAcknowledged } from '../src/test/traffic';
import { signInOverHttp, TEST_ADMIN_PASSWORD } from '../src/test/server-process';
import { startReverseProxy, type ReverseProxy } from '../src/test/reverse-proxy';
import { percentile } from './bench/harness';
import { startBuiltServer } from './load/built-server';
import { memoryGrows, type MemorySample } from './load/memory-trend';
import { stepFor, writerAddress, type Step, type Target } from './load/mix';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const SECONDS = option('seconds', 600);
const CONNECTIONS = option('connections', 16);
const RATE = option('rate', 0);
const API_ONLY = args.includes('--api-only');
const JSON_OUT = args.includes('--json');
const PORT = option('port', 3298);
const PROCESSES = option('processes', 0);
const TIMEOUT_MS = 10_000;
/** Sent first and not counted in the latencies (its writes are read back all the same): a running server is warm. */
const WARMUP_S = option('warmup', Math.min(30, SECONDS / 4));
/** Memory is compared with this point of the run: after the first minute, or a third of a shorter run. */
const SETTLED_AT_S = Math.min(60, SECONDS / 3);

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-load-'));
const log = (line: string) => {
  if (!JSON_OUT) console.log(line);
};

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
/** Visitors come with a phone's browser: the server counts them for the owners' insights, as it would a person. */
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
let base = `http://127.0.0.1:${PORT}`;

function send(method: string, url: string, body?: object, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      base + url,
      {
        method,
        agent,
        headers: {
          'user-agent': USER_AGENT,
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

const getJson = async <T>(url: string, n = 0): Promise<T> => {
  const res = await send('GET', url, undefined, { 'x-forwarded-for': writerAddress(5_000_000 + n) });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text) as T;
};

interface KindStats {
  times: number[];
  status5xx: number;
  timeouts: number;
  refused: number;
  other: number;
  read: boolean;
}

async function main() {
  // The pages and the server, or only the server when the run asks the API alone.
  execSync(`node scripts/build-if-stale.mjs${API_ONLY ? ' --server-only' : ''}`, { cwd: root, stdio: JSON_OUT ? 'ignore' : 'inherit' });
  if (PROCESSES > 1 && !serverUrl) throw new Error('--processes needs DATABASE_URL: the embedded database serves one process.');
  const scratch = serverUrl ? await createServerDatabase(serverUrl) : null;
  // Staff read back the reviews a burst held (missingWrites).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    TRUST_PROXY: '127.0.0.1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  };
  if (API_ONLY) delete env.WEB_DIR;
  else env.WEB_DIR = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');
  if (scratch) env.DATABASE_URL = scratch.url;
  else delete env.DATABASE_URL;
  // The first seeds the demo data; the others start once it is there.
  const servers = [await startBuiltServer(env, PORT)];
  for (let i = 1; i < PROCESSES; i++) servers.push(await startBuiltServer({ ...env, SEED_DEMO: 'false' }, PORT + i));
  let proxy: ReverseProxy | undefined;
  if (PROCESSES) {
    proxy = await startReverseProxy(servers.map((server) => server.port));
    base = proxy.base;
  }
  /** Every process's figures together: resident memory (from /proc, workers included) added up, the worst event-loop delay. */
  const ask = async (message: 'reset' | 'stats') => {
    const answers = await Promise.all(servers.map((server) => server.ask(message)));
    const processes = servers.flatMap((server) => server.processes());
    return {
      rss: processes.reduce((sum, p) => sum + p.rss, 0),
      processes: processes.map((p) => ({ pid: p.pid, rss: p.rss })),
      p99: Math.max(...answers.map((a) => a.p99 ?? 0)),
      max: Math.max(...answers.map((a) => a.max ?? 0)),
    };
  };

  try {
    const listings = await getJson<{ items: { id: number }[] }>('/api/listings?limit=60');
    const articles = await getJson<{ items: { id: number; source: string }[] }>('/api/articles?limit=30');
    const target: Target = { listingIds: listings.items.map((l) => l.id), articles: articles.items };
    if (!target.listingIds.length || !target.articles.length) throw new Error('The demo data has no listings or articles to visit.');
    const processes = PROCESSES ? `; ${PROCESSES} server processes behind ${proxy!.kind === 'nginx' ? 'nginx' : 'a Node proxy'}` : '';
    log(
      `Engine: ${serverUrl ? 'PostgreSQL server' : 'embedded PGlite'}; ${CONNECTIONS} connections for ${SECONDS} s; ${API_ONLY ? 'API only' : 'pages and API'}${processes}`,
    );

    const stats = new Map<string, KindStats>();
    const acknowledged = noneAcknowledged();
    const problems: string[] = [];
    const memory: MemorySample[] = [];
    const warmStarted = Date.now();
    const started = warmStarted + WARMUP_S * 1000;
    const deadline = started + SECONDS * 1000;
    let n = 0;

    const pageFor = (step: Step): Step => {
      if (!API_ONLY) return step;
      if (step.kind === 'business page') return { ...step, path: `/api/listings/${step.path.split('/').pop()}` };
      if (step.kind === 'article page') return { ...step, path: `/api/articles/${step.path.split('/').pop()}` };
      return step;
    };

    const worker = async () => {
      while (Date.now() < deadline) {
        const i = n++;
        const due = RATE ? warmStarted + (i / RATE) * 1000 : 0;
        if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
        if (Date.now() >= deadline) break;
        const step = pageFor(stepFor(i, Math.random(), target));
        const counted = Date.now() >= started;
        const kind = stats.get(step.kind) ?? { times: [], status5xx: 0, timeouts: 0, refused: 0, other: 0, read: step.read };
        stats.set(step.kind, kind);
        const t0 = performance.now();
        try {
          const headers: Record<string, string> = step.method === 'POST' ? { 'x-forwarded-for': writerAddress(i) } : {};
          const res = await send(step.method, step.path, step.body, headers);
          // Errors count from the first request; latencies once warm.
          if (counted) kind.times.push(performance.now() - t0);
          if (res.status >= 500) {
            kind.status5xx++;
            if (problems.length < 10) problems.push(`${step.kind} ${step.path}: ${res.status} ${res.text.slice(0, 200)}`);
          } else if (step.expect && res.status !== step.expect) {
            kind.refused++;
            if (problems.length < 10) problems.push(`${step.kind} ${step.path}: ${res.status} ${res.text.slice(0, 200)}`);
          } else if (!step.expect && res.status !== 200) {
            kind.other++;
            if (problems.length < 10) problems.push(`${step.kind} ${step.path}: ${res.status}`);
          } else {
            step.remember?.(step.expect ? JSON.parse(res.text) : undefined, acknowledged);
          }
        } catch (error) {
          if ((error as Error).message === 'timeout') kind.timeouts++;
          else throw error;
        }
      }
    };

    const sampler = setInterval(() => {
      if (Date.now() < started) return;
      void ask('stats').then((s) => memory.push({ at: (Date.now() - started) / 1000, rss: s.rss, processes: s.processes }));
    }, 5_000);
    const running = Promise.all(Array.from({ length: CONNECTIONS }, worker));
    await new Promise((resolve) => setTimeout(resolve, started - Date.now()));
    await ask('reset');
    const startStats = await ask('stats');
    memory.push({ at: 0, rss: startStats.rss, processes: startStats.processes });
    await running;
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const endStats = await ask('stats');
    memory.push({ at: elapsed, rss: endStats.rss, processes: endStats.processes });

    // Every acknowledged write, read back as a visitor would.
    const notReadBack = await missingWrites(base, acknowledged, heldReviewsOf(await signInOverHttp({ base })));
    const missing = notReadBack.length;
    problems.push(...notReadBack.slice(0, 20).map((what) => `not read back: ${what}`));
    const writes = acknowledged.listings.length + acknowledged.reviews.length + acknowledged.events.length;

    const settled = memory.reduce((best, m) => (Math.abs(m.at - SETTLED_AT_S) < Math.abs(best.at - SETTLED_AT_S) ? m : best), memory[0]!);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    memory.sort((x, y) => x.at - y.at);
    const peak = memory.reduce((top, m) => (m.rss > top.rss ? m : top), memory[0]!);
    /** Each server process (and worker) on its own: at the start, its own peak, at the end. */
    const perProcess = startStats.processes.map(({ pid, rss }) => {
      const own = memory.map((m) => m.processes.find((p) => p.pid === pid)?.rss ?? 0);
      return { pid, start: Number(mb(rss)), peak: Number(mb(Math.max(...own))), end: Number(mb(endStats.processes.find((p) => p.pid === pid)?.rss ?? 0)) };
    });
    const total = [...stats.values()].reduce((sum, k) => sum + k.times.length + k.timeouts, 0);
    const rows = [...stats.entries()]
      .sort((a, b) => b[1].times.length - a[1].times.length)
      .map(([name, k]) => {
        const sorted = [...k.times].sort((a, b) => a - b);
        return { name, count: k.times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), ...k };
      });
    const verdict = {
      'zero 5xx': rows.every((r) => r.status5xx === 0),
      'zero timeouts': rows.every((r) => r.timeouts === 0),
      'every write acknowledged': rows.every((r) => r.refused === 0),
      'reads p99 under 3x p50': rows.filter((r) => r.read).every((r) => r.p99 < 3 * r.p50),
      'memory not growing through the run': !memoryGrows(memory, settled),
      'every acknowledged write read back': missing === 0,
    };

    const summary = {
      engine: serverUrl ? 'postgres' : 'pglite',
      processes: PROCESSES || 1,
      seconds: elapsed,
      connections: CONNECTIONS,
      rate: RATE || null,
      throughput: total / elapsed,
      kinds: rows.map(({ name, count, p50, p99, status5xx, timeouts, refused }) => ({ name, count, p50, p99, status5xx, timeouts, refused })),
      memoryMb: {
        start: Number(mb(startStats.rss)),
        settled: Number(mb(settled.rss)),
        settledAt: settled.at,
        peak: Number(mb(peak.rss)),
        end: Number(mb(endStats.rss)),
      },
      processesMb: perProcess,
      eventLoopMs: { p99: endStats.p99, max: endStats.max },
      writes,
      missing,
      verdict,
      problems,
    };
    if (JSON_OUT) console.log(JSON.stringify(summary));
    else {
      log(`\n| kind | requests | p50 ms | p99 ms | 5xx | timeouts | refused |\n|---|---|---|---|---|---|---|`);
      for (const r of rows) log(`| ${r.name} | ${r.count} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.status5xx} | ${r.timeouts} | ${r.refused} |`);
      log(`\n| run | value |\n|---|---|`);
      log(`| throughput | ${summary.throughput.toFixed(0)} req/s over ${elapsed.toFixed(0)} s |`);
      log(
        `| server memory (RSS) start / after ${settled.at.toFixed(0)} s / peak / end | ${mb(startStats.rss)} / ${mb(settled.rss)} / ${mb(peak.rss)} / ${mb(endStats.rss)} MB |`,
      );
      for (const p of perProcess) log(`| process ${p.pid} RSS start / peak / end | ${p.start} / ${p.peak} / ${p.end} MB |`);
      log(`| server event-loop delay p99 / max | ${endStats.p99.toFixed(1)} / ${endStats.max.toFixed(1)} ms |`);
      log(`| acknowledged writes read back | ${writes - missing} of ${writes} |`);
      log('');
      for (const [rule, ok] of Object.entries(verdict)) log(`${ok ? 'PASS' : 'FAIL'} ${rule}`);
      for (const problem of problems) log(`  ${problem}`);
    }
    if (!Object.values(verdict).every(Boolean)) process.exitCode = 1;
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
