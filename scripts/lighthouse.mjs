// `npm run lighthouse`: starts the server on the demo data (as the browser tests do) and runs Lighthouse
// (mobile emulation, simulated throttling) in Debian's Chromium on the pages visitors land on, then prints
// one table of the scores with LCP, CLS and TBT.
//   --short        one page (a business), once: the version `npm test` runs
//   --assert       exit 1 when a page misses the targets (performance >= 95, accessibility 100,
//                  best practices >= 95, SEO 100, LCP <= 2.5 s, CLS <= 0.05)
//   --assert=a,b   only these targets (performance, accessibility, best-practices, seo, lcp, cls)
//   LIGHTHOUSE_URL test a server that is already running instead of starting one
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const assertArg = args.find((a) => a === '--assert' || a.startsWith('--assert='));
const asserted = assertArg === '--assert' ? null : new Set(assertArg?.slice('--assert='.length).split(','));
const assert = Boolean(assertArg);
const port = process.env.LIGHTHOUSE_PORT ?? '3200';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, lcpMs: 2500, cls: 0.05 };

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function startServer() {
  if (process.env.LIGHTHOUSE_URL) return { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} };
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/api/health`, 240);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', resolve);
        server.kill('SIGTERM');
      }),
  };
}

/** The pages of the issue, with real ids from the demo data. */
async function pagesOf(base) {
  const listings = (await (await fetch(`${base}/api/listings?sort=newest&limit=50`)).json()).items;
  const business = listings.find((l) => l.businessPhotos.length > 0 && l.rating.count > 0) ?? listings[0];
  const article = (await (await fetch(`${base}/api/articles?category=News&limit=1`)).json()).items[0];
  const all = [
    ['business', `/business/${business.id}`],
    ['home', '/'],
    ['search', '/search-results?q=hair'],
    ['article', `/blog/news/${article.id}`],
    ['new businesses', '/new-businesses'],
  ];
  return short ? all.slice(0, 1) : all;
}

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    failing,
  };
}

function misses(r) {
  const out = [];
  const checked = (key) => !asserted || asserted.has(key);
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo'])
    if (checked(key) && r[key] < TARGETS[key]) out.push(`${key} ${r[key]} < ${TARGETS[key]}`);
  if (checked('lcp') && r.lcpMs > TARGETS.lcpMs) out.push(`LCP ${(r.lcpMs / 1000).toFixed(2)} s > 2.5 s`);
  if (checked('cls') && r.cls > TARGETS.cls) out.push(`CLS ${r.cls.toFixed(3)} > ${TARGETS.cls}`);
  return out;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? findChromium(),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const [name, pagePath] of await pagesOf(server.base)) {
    const result = await audit(chrome, `${server.base}${pagePath}`);
    rows.push({ name, pagePath, ...result, misses: misses(result) });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log('\n| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.name} (${r.pagePath}) | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
  );
}
for (const r of rows) if (r.failing.length) console.log(`${r.name}: audits not passed: ${r.failing.join(', ')}`);
const missed = rows.filter((r) => r.misses.length);
for (const r of missed) console.log(`${r.name} misses: ${r.misses.join('; ')}`);
if (assert && missed.length) process.exit(1);
