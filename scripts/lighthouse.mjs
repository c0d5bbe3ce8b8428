// `npm run lighthouse`: starts the server on the demo data (as the browser tests do) and runs Lighthouse
// (mobile emulation, simulated throttling) in Debian's Chromium on the pages visitors land on, then prints
// one table of the scores with LCP, CLS and TBT; and, under the same profile applied to a real browser
// (Playwright), how long each page shows before it answers taps: first paint, hydrated, and the window
// between them, the median of 3 cold loads.
//   --short        one page (a business), once: the version `npm test` runs (else each page 3 times,
//                  the median run kept)
//   --timing-only  only the first paint / hydrated table, no Lighthouse audits
//   --assert       exit 1 when a page misses the targets (performance >= 95, accessibility 100,
//                  best practices >= 95, SEO 100, LCP <= 2.5 s, CLS <= 0.05)
//   --assert=a,b   only these targets (performance, accessibility, best-practices, seo, lcp, cls)
//   LIGHTHOUSE_URL test a server that is already running instead of starting one
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const timingOnly = args.includes('--timing-only');
const assertArg = args.find((a) => a === '--assert' || a.startsWith('--assert='));
const asserted = assertArg === '--assert' ? null : new Set(assertArg?.slice('--assert='.length).split(','));
const assert = Boolean(assertArg);
const port = process.env.LIGHTHOUSE_PORT ?? '3200';
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, lcpMs: 2500, cls: 0.05 };
const TIMING_RUNS = short ? 1 : 3;
const AUDIT_RUNS = short ? 1 : 3;
/** Lighthouse's mobile profile as DevTools applies it: a 4x slower CPU and slow 4G (its devtools numbers). */
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

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

/** The public pages visitors land on, with real ids from the demo data. */
async function pagesOf(base) {
  const listings = (await (await fetch(`${base}/api/listings?sort=newest&limit=50`)).json()).items;
  const business = listings.find((l) => l.businessPhotos.length > 0 && l.rating.count > 0) ?? listings[0];
  const article = (await (await fetch(`${base}/api/articles?category=News&limit=1`)).json()).items[0];
  const event = (await (await fetch(`${base}/api/events?limit=1`)).json()).items[0];
  const all = [
    ['business', `/business/${business.id}`],
    ['home', '/'],
    ['search', '/search-results?q=hair'],
    ['article', `/blog/news/${article.id}`],
    ['new businesses', '/new-businesses'],
    ['reviews', `/reviews/${business.id}`],
    ['get involved', '/get-involved'],
    ['event', `/events/${event.id}`],
    ['news', '/news'],
    ['check status', '/check-status'],
    ['list business', '/list-business'],
    ['list event', '/list-community-event'],
  ];
  const timed = [
    ['business', `/business/${business.id}`],
    ['home', '/'],
    ['search', '/search-results?q=hair'],
    ['check status', '/check-status'],
    ['new businesses', '/new-businesses'],
    ['reviews', `/reviews/${business.id}`],
    ['get involved', '/get-involved'],
    ['article', `/blog/news/${article.id}`],
  ];
  return { audited: short ? all.slice(0, 1) : all, timed: short ? timed.slice(0, 1) : timed };
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
  // What the page logged, so a failed 'errors-in-console' says which error it was.
  const consoleErrors = (audits['errors-in-console']?.details?.items ?? []).map(
    (item) => `${item.source}: ${item.description} (${item.sourceLocation?.url ?? ''})`,
  );
  return {
    consoleErrors,
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

/** One cold load (fresh context, empty cache) under the profile: first paint and hydration, from the page's own timeline. */
async function timeLoad(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    // app-shell.tsx marks 'hydrated' when the page answers taps.
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, undefined, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => ({
      paintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydratedMs: performance.getEntriesByName('hydrated')[0].startTime,
    }));
  } finally {
    await context.close();
  }
}

/**
 * Every host but this machine resolves to nothing: the pages' map tiles (and any other outside file) are
 * never fetched, so a run reaches no other machine, online or not, and measures the same either way.
 */
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timePages(base, pages) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? findChromium(), headless: true, args: ['--no-sandbox', LOCAL_ONLY] });
  const rows = [];
  try {
    for (const [name, pagePath] of pages) {
      const runs = [];
      for (let i = 0; i < TIMING_RUNS; i++) runs.push(await timeLoad(browser, `${base}${pagePath}`));
      const paintMs = median(runs.map((r) => r.paintMs));
      const hydratedMs = median(runs.map((r) => r.hydratedMs));
      rows.push({ name, pagePath, paintMs, hydratedMs, windowMs: median(runs.map((r) => r.hydratedMs - r.paintMs)) });
    }
  } finally {
    await browser.close();
  }
  return rows;
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
    LOCAL_ONLY,
  ],
});
const rows = [];
let timings = [];
try {
  const pages = await pagesOf(server.base);
  try {
    for (const [name, pagePath] of timingOnly ? [] : pages.audited) {
      // A page's scores move by a few points from run to run (Lighthouse's own advice: take the median
      // of several): the run with the median performance of AUDIT_RUNS stands for the page.
      const runs = [];
      for (let i = 0; i < AUDIT_RUNS; i++) {
        // A run Lighthouse could not measure (no paint seen on a just-started server) is run once more.
        let result = await audit(chrome, `${server.base}${pagePath}`);
        if (result.lcpMs === undefined) result = await audit(chrome, `${server.base}${pagePath}`);
        if (result.lcpMs === undefined) throw new Error(`Lighthouse measured nothing on ${pagePath} twice`);
        runs.push(result);
      }
      const result = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      rows.push({ name, pagePath, ...result, runs: runs.map((r) => r.performance), misses: misses(result) });
    }
  } finally {
    await chrome.kill();
  }
  timings = await timePages(server.base, pages.timed);
} finally {
  await server.stop();
}

if (!timingOnly) {
  console.log(`\nLighthouse, mobile, the median of ${AUDIT_RUNS} run${AUDIT_RUNS > 1 ? 's' : ''} (each run's performance in brackets):`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |\n|---|---|---|---|---|---|---|---|');
}
for (const r of rows) {
  console.log(
    `| ${r.name} (${r.pagePath}) | ${r.performance}${r.runs.length > 1 ? ` (${r.runs.join(', ')})` : ''} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
  );
}
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nFirst paint to interactive (hydrated), 4x slower CPU and slow 4G, median of ${TIMING_RUNS}:`);
console.log('| page | first paint | interactive | window |\n|---|---|---|---|');
for (const t of timings) console.log(`| ${t.name} (${t.pagePath}) | ${seconds(t.paintMs)} | ${seconds(t.hydratedMs)} | ${seconds(t.windowMs)} |`);
for (const r of rows) {
  if (r.failing.length) console.log(`${r.name}: audits not passed: ${r.failing.join(', ')}`);
  for (const error of r.consoleErrors ?? []) console.log(`${r.name}: console: ${error}`);
}
const missed = rows.filter((r) => r.misses.length);
for (const r of missed) console.log(`${r.name} misses: ${r.misses.join('; ')}`);
if (assert && missed.length) process.exit(1);
