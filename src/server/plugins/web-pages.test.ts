// Pages rendered on the server, through the app's real routes: a query parameter no route reads never
// costs another render; renders under way together each read their own API answers; a change drops the
// kept pages that show what it touched.
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { createTestDatabase } from '../../test/database';
import { insertListing, insertReview } from '../../test/factories';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import { eq } from 'drizzle-orm';
import { listings } from '@server/db/schema';

/** Where the stand-in bundle below writes the URL of each render it makes. */
const RENDERS = '__webPagesTestRenders';
const renders = () => ((globalThis as Record<string, unknown>)[RENDERS] ??= []) as string[];
/** Where it writes the API paths each render asked through its own fetchApi, by the render's URL. */
const READS = '__webPagesTestReads';
const reads = () => ((globalThis as Record<string, unknown>)[READS] ??= new Map()) as Map<string, string[]>;
/** A test's hold on a render's API answer: awaited before the answer is asked for. */
const HOLD = '__webPagesTestHold';
type Hold = (pageUrl: string, apiPath: string) => Promise<void> | undefined;
const holdAnswers = (hold: Hold | undefined) => ((globalThis as Record<string, unknown>)[HOLD] = hold);
/** The address (path and query) of each render of the page at pathname, in order. */
const rendersOf = (pathname: string) =>
  renders()
    .map((href) => new URL(href))
    .filter((url) => url.pathname === pathname)
    .map((url) => `${url.pathname}${url.search}`);

let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-web-pages-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDir);
  fs.mkdirSync(`${webDir}-ssr`);
  fs.copyFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), path.join(webDir, 'index.html'));
  // The built server render, made from the sources (the test runner compiles them), counting its renders
  // and the API paths each asks through the fetchApi the server gave it.
  const entry = pathToFileURL(path.resolve(import.meta.dirname, '../../web/entry-server.tsx')).href;
  fs.writeFileSync(
    path.join(`${webDir}-ssr`, 'entry-server.js'),
    [
      `import { render as renderPage } from ${JSON.stringify(entry)};`,
      `export { pageQuery } from ${JSON.stringify(entry)};`,
      `export async function render(input) {`,
      `  (globalThis[${JSON.stringify(RENDERS)}] ??= []).push(input.url);`,
      `  const asked = [];`,
      `  (globalThis[${JSON.stringify(READS)}] ??= new Map()).set(input.url, asked);`,
      `  const fetchApi = async (apiPath) => {`,
      `    asked.push(apiPath);`,
      `    await globalThis[${JSON.stringify(HOLD)}]?.(input.url, apiPath);`,
      `    return input.fetchApi(apiPath);`,
      `  };`,
      `  return renderPage({ ...input, fetchApi });`,
      `}`,
    ].join('\n'),
  );
  writeBuiltFiles(webDir);
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  database = await createTestDatabase();
  await insertListing(database.db, { businessName: 'Crown Hair Studio' });
  app = await buildApp({ config, database, webDir, logger: false });
  await app.ready();
});

/** A hashed asset with its brotli copy, and the files a build puts at the top. */
const ASSET = { path: '/assets/app-1a2b3c.js', text: 'console.log("app");', brotli: zlib.brotliCompressSync('console.log("app");') };
function writeBuiltFiles(webDir: string) {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, ASSET.path), ASSET.text);
  fs.writeFileSync(path.join(webDir, `${ASSET.path}.br`), ASSET.brotli);
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"The Engine"}');
}

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the build's files", () => {
  it('sends a hashed asset for good, in the compressed copy the browser takes, to HEAD alike', async () => {
    const res = await app.inject({ method: 'GET', url: ASSET.path, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET.text);
    const plain = await app.inject({ method: 'GET', url: ASSET.path });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, ASSET.text]);
    const head = await app.inject({ method: 'HEAD', url: ASSET.path });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it('answers 404 in JSON for an asset the build does not have, and never the page', async () => {
    for (const url of ['/assets/app-gone99.js', '/assets/', '/assets/..%2fsw.js', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('<!doctype html');
    }
    const missing = await app.inject({ method: 'GET', url: '/assets/app-gone99.js' });
    expect([missing.statusCode, missing.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  it('sends the files at the top with a short cache, the service worker checked on every visit', async () => {
    const [favicon, worker, manifest] = await Promise.all(['/favicon.svg', '/sw.js', '/manifest.webmanifest'].map((url) => app.inject({ method: 'GET', url })));
    expect([favicon!.statusCode, favicon!.headers['cache-control']]).toEqual([200, 'public, max-age=300']);
    expect([worker!.statusCode, worker!.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(manifest!.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest!.body).toBe('{"name":"The Engine"}');
  });
});

describe('the server render of a page', () => {
  it('renders a page once for 1,000 query strings its route does not read, for the address without them', async () => {
    for (let junk = 1; junk <= 1000; junk++) {
      const res = await app.inject({ method: 'GET', url: `/news?junk=${junk}` });
      expect(res.statusCode).toBe(200);
    }
    expect(rendersOf('/news')).toEqual(['/news']);
  });

  it('renders each search the page reads apart, and shares one whatever else the address carries', async () => {
    const hair = await app.inject({ method: 'GET', url: '/search-results?q=hair' });
    const nails = await app.inject({ method: 'GET', url: '/search-results?q=nails' });
    const tracked = await app.inject({ method: 'GET', url: '/search-results?q=hair&utm_source=x' });
    const reordered = await app.inject({ method: 'GET', url: '/search-results?utm_source=y&q=hair&q=nails' });
    expect(rendersOf('/search-results')).toEqual(['/search-results?q=hair', '/search-results?q=nails']);
    expect(hair.body).toContain('Results for &quot;hair&quot;');
    expect(hair.body).toContain('Crown Hair Studio');
    expect(nails.body).toContain('Results for &quot;nails&quot;');
    expect(tracked.body).toBe(hair.body);
    expect(reordered.body).toBe(hair.body);
  });

  it('renders the filters the search reads, in one order however they were written', async () => {
    await app.inject({ method: 'GET', url: '/search-results?state=GA&q=hair&price=2' });
    await app.inject({ method: 'GET', url: '/search-results?price=2&q=hair&state=GA&fbclid=1' });
    expect(rendersOf('/search-results').slice(2)).toEqual(['/search-results?q=hair&state=GA&price=2']);
  });
});

describe('renders under way at once', () => {
  it('keeps each render to its own API answers, though one waits for its answer while the other renders', async () => {
    // Page A: two pages of a search, the second asked only once the first is answered.
    for (let n = 1; n <= 21; n++) await insertListing(database.db, { businessName: `Zephyrine Quilters ${n}` });
    const b = await insertListing(database.db, { businessName: 'Overlap Bakery' });
    const pageA = 'http://localhost/search-results?q=zephyrine&page=2';
    const pageB = `http://localhost/business/${b.id}`;
    let answerA!: () => void;
    const aWaits = new Promise<void>((asked) =>
      holdAnswers((pageUrl) => {
        if (pageUrl !== pageA) return undefined;
        holdAnswers(undefined);
        asked();
        return new Promise<void>((resolve) => (answerA = resolve));
      }),
    );
    const a = app.inject({ method: 'GET', url: '/search-results?q=zephyrine&page=2' });
    await aWaits;
    const bPage = await app.inject({ method: 'GET', url: `/business/${b.id}` });
    answerA();
    const aPage = await a;

    expect(bPage.body).toContain('Overlap Bakery');
    expect(aPage.body).toContain('Zephyrine Quilters');
    const aReads = reads().get(pageA) ?? [];
    const bReads = reads().get(pageB) ?? [];
    expect(aReads).toHaveLength(2);
    for (const apiPath of aReads) expect(apiPath).toMatch(/^\/api\/listings\?q=zephyrine&/);
    expect(bReads.length).toBeGreaterThan(0);
    for (const apiPath of bReads) expect(apiPath).toMatch(new RegExp(`^/api/listings/${b.id}(/|\\?|$)`));
  });
});

describe('kept pages', () => {
  const renderCount = (pathname: string) => rendersOf(pathname).length;
  const visit = async (...urls: string[]) => {
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  };
  const review = (id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/listings/${id}/reviews`,
      payload: { rating: 5, username: 'Dana R.', content: 'Quick, friendly and careful work.' },
    });

  it("drops a business's pages and every list of businesses on its review, and keeps the rest", async () => {
    const reviewed = await insertListing(database.db, { businessName: 'Reviewed Tailors' });
    const other = await insertListing(database.db, { businessName: 'Quiet Tailors' });
    const pages = [`/business/${reviewed.id}`, `/reviews/${reviewed.id}`, `/business/${other.id}`, '/search-results?q=tailors', '/news'];
    await visit(...pages);
    const before = pages.map((page) => renderCount(new URL(page, 'http://localhost').pathname));
    await visit(...pages);
    expect(pages.map((page) => renderCount(new URL(page, 'http://localhost').pathname))).toEqual(before);

    expect((await review(reviewed.id)).statusCode).toBe(201);
    await visit(...pages);
    const after = pages.map((page) => renderCount(new URL(page, 'http://localhost').pathname));
    // Its own pages and the search re-rendered; the other business's page and a page showing no business kept.
    expect(after.map((count, i) => count - before[i]!)).toEqual([1, 1, 0, 1, 0]);
    expect((await app.inject({ method: 'GET', url: `/reviews/${reviewed.id}` })).body).toContain('Dana R.');
  });

  it("drops the home page on any review: it shows the newest reviews and the businesses' ratings", async () => {
    const reviewed = await insertListing(database.db, { businessName: 'Homepage Tailors' });
    await visit('/', '/news');
    const before = [renderCount('/'), renderCount('/news')];
    await visit('/', '/news');
    expect([renderCount('/'), renderCount('/news')]).toEqual(before);

    expect((await review(reviewed.id)).statusCode).toBe(201);
    const home = await app.inject({ method: 'GET', url: '/' });
    await visit('/news');
    expect([renderCount('/') - before[0]!, renderCount('/news') - before[1]!]).toEqual([1, 0]);
    expect(home.body).toContain('Review of Homepage Tailors by Dana R.');
  });

  it('drops every page on a staff change', async () => {
    const listing = await insertListing(database.db, { businessName: 'Staffed Tailors' });
    const pages = [`/business/${listing.id}`, '/news'];
    await visit(...pages);
    const before = pages.map(renderCount);
    app.changes.publish({ topic: 'pages' });
    await visit(...pages);
    expect(pages.map(renderCount).map((count, i) => count - before[i]!)).toEqual([1, 1]);
  });
});

describe("counting a page's visitors for its owner", () => {
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const open = (url: string, address: string, userAgent = PHONE) =>
    app.inject({ method: 'GET', url, remoteAddress: address, headers: { 'user-agent': userAgent } });

  it('counts each visitor of a page, the page rendered once, and never the render itself', async () => {
    const listing = await insertListing(database.db, { businessName: 'Yarrow Counted Florist' });
    app.tally.take();
    await open(`/business/${listing.id}`, '203.0.113.31');
    await open(`/business/${listing.id}`, '203.0.113.32');
    await open(`/business/${listing.id}`, '203.0.113.32');
    await open(`/business/${listing.id}`, '203.0.113.33', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await open('/search-results?q=yarrow', '203.0.113.31');
    await open('/search-results?q=yarrow', '203.0.113.34');
    expect(rendersOf(`/business/${listing.id}`)).toHaveLength(1);
    expect(app.tally.take()).toEqual([
      { listingId: listing.id, kind: 'visit', count: 2 },
      { listingId: listing.id, kind: 'search', count: 2 },
    ]);
  });
});

describe('a form posted without script', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost', host: 'localhost', ...headers },
      payload: form(fields),
    });
  const reviewsOf = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/listings/${id}/reviews` })).json<{ summary: { count: number } }>().summary.count;

  it('answers a refused review with its page: the form open, what was sent and the messages; stores nothing', async () => {
    const listing = await insertListing(database.db, { businessName: 'Refusal Bakery' });
    const res = await post(`/reviews/${listing.id}?write`, { form: 'review', username: 'K', content: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('role="dialog"');
    expect(res.body).toContain('Validation Error');
    expect(res.body).toContain('Please select a rating');
    expect(res.body).toMatch(/name="username"[^>]*value="K"|value="K"[^>]*name="username"/);
    expect(await reviewsOf(listing.id)).toBe(0);
    // Never kept: the page as anyone else gets it shows no one's refusal.
    const again = await app.inject({ method: 'GET', url: `/reviews/${listing.id}?write` });
    expect(again.body).not.toContain('Validation Error');
  });

  it('posts a full review through the API and sends the browser on to the page with its notice (303)', async () => {
    const listing = await insertListing(database.db, { businessName: 'Accepted Bakery' });
    const res = await post(`/reviews/${listing.id}?write&sort=oldest`, {
      form: 'review',
      rating: '4',
      username: 'Keisha M.',
      content: 'Warm bread and a warmer welcome.',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/reviews/${listing.id}?sort=oldest&sent=review`);
    expect(await reviewsOf(listing.id)).toBe(1);
    const page = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.body).toContain('Keisha M.');
  });

  it('tells the author without script when their review is held for staff to check', async () => {
    const listing = await insertListing(database.db, { businessName: 'Busy Bakery' });
    for (let n = 0; n < 4; n += 1)
      await insertReview(database.db, listing.id, 5, { content: `Burst review ${n}.`, senderHash: `burst-sender-${n}`, createdAt: new Date() });
    const res = await post(`/reviews/${listing.id}?write`, {
      form: 'review',
      rating: '5',
      username: 'Keisha M.',
      content: 'One more in the middle of a burst.',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/reviews/${listing.id}?sent=review&held=burst`);
    const page = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.body).toContain(REVIEW_MESSAGES.held);
    expect(page.body).toContain(REVIEW_MESSAGES.checking);
  });

  it('tells the author of a low rating held after an ownership attribute was added why, without script', async () => {
    const listing = await insertListing(database.db, { businessName: 'Newly Said Bakery' });
    await database.db
      .update(listings)
      .set({ attributes: ['black_owned'] })
      .where(eq(listings.id, listing.id));
    const res = await post(`/reviews/${listing.id}?write`, { form: 'review', rating: '1', username: 'Dee', content: 'Not good at all, sadly.' });
    expect(res.headers.location).toBe(`/reviews/${listing.id}?sent=review&held=new_ownership`);
    const page = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.body).toContain(REVIEW_MESSAGES.heldNewOwnership);
  });

  it('refuses a form sent from another site, and one whose browser says so, storing nothing', async () => {
    const listing = await insertListing(database.db, { businessName: 'Guarded Bakery' });
    const full = { form: 'review', rating: '5', username: 'Mallory', content: 'Posted from somewhere else entirely.' };
    expect((await post(`/reviews/${listing.id}`, full, { origin: 'https://elsewhere.example' })).statusCode).toBe(403);
    expect((await post(`/reviews/${listing.id}`, full, { origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await reviewsOf(listing.id)).toBe(0);
  });

  it('answers 404 for a form the page does not have, and leaves the API and files alone', async () => {
    expect((await post('/news', { form: 'review', rating: '5', username: 'Kim', content: 'Not a page with reviews.' })).statusCode).toBe(404);
    expect((await post('/news', { form: 'no-such-form' })).statusCode).toBe(404);
    const api = await post('/api/no-such-endpoint', { form: 'review' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
