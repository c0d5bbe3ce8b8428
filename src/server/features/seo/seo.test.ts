// GET /sitemap.xml, /sitemap-{n}.xml and /robots.txt: only what the public can open, dated, escaped, split
// into an index past the page size, and absolute on PUBLIC_URL or the request's origin.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from '../../../test/app';
import { insertArticle, insertEvent } from '../../../test/article-factories';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';
import { listings } from '@server/db/schema';
import { seoRoutes } from './seo.routes';
import { sitemapUrls, urlsetXml, w3cDate } from './sitemap';

// The host the tests come in on is one the operator allows.
const t = useTestApp({ ALLOWED_HOSTS: 'directory.test' });
const ids = { reviewed: 0, quiet: 0, pending: 0, declined: 0, deleted: 0 };
const articles = { news: 0, popculture: 0, history: 0, getInvolved: 0, draft: 0, oddCategory: 0 };
const events = { approved: 0, pending: 0, withdrawn: 0 };
const EDITED = new Date('2026-03-04T05:06:07.890Z');

const get = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url, headers: { host: 'directory.test', ...headers } });

/** A file for crawlers: found, of its type, and kept for an hour by whoever caches it. */
async function getCrawlerFile(url: string, contentType: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  return res;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

beforeAll(async () => {
  const db = t.database.db;
  ids.reviewed = (await insertListing(db, { updatedAt: EDITED, approvedAt: new Date('2026-02-01T00:00:00Z') })).id;
  await insertReview(db, ids.reviewed, 5, { createdAt: new Date('2026-01-15T00:00:00Z') });
  ids.quiet = (await insertListing(db)).id;
  ids.pending = (await insertListing(db, { status: 'pending', approvedAt: null })).id;
  ids.declined = (await insertListing(db, { status: 'declined', approvedAt: null })).id;
  ids.deleted = (await insertListing(db)).id;
  await db.delete(listings).where(eq(listings.id, ids.deleted));
  articles.news = (await insertArticle(db, { category: 'News', updatedAt: EDITED })).id;
  articles.popculture = (await insertArticle(db, { category: 'Pop Culture' })).id;
  articles.history = (await insertArticle(db, { category: 'History' })).id;
  articles.getInvolved = (await insertArticle(db, { category: 'Get Involved' })).id;
  articles.draft = (await insertArticle(db, { category: 'News', status: 'draft' })).id;
  articles.oddCategory = (await insertArticle(db, { category: 'Sports' })).id;
  events.approved = (await insertEvent(db, { status: 'approved', updatedAt: EDITED })).id;
  events.pending = (await insertEvent(db, { status: 'pending' })).id;
  events.withdrawn = (await insertEvent(db, { status: 'withdrawn' })).id;
});

describe(`GET /sitemap.xml (${testEngine})`, () => {
  it('lists the public pages, approved listings and events and published articles, absolute on the request origin', async () => {
    const res = await getCrawlerFile('/sitemap.xml', 'application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const o = 'http://directory.test';
    expect(locs(res.body)).toEqual([
      ...['/', '/pop-culture', '/news', '/history', '/new-businesses', '/get-involved', '/list-business'].map((p) => o + p),
      `${o}/business/${ids.reviewed}`,
      `${o}/reviews/${ids.reviewed}`,
      `${o}/business/${ids.quiet}`,
      `${o}/blog/news/${articles.news}`,
      `${o}/blog/popculture/${articles.popculture}`,
      `${o}/blog/history/${articles.history}`,
      `${o}/blog/get-involved/${articles.getInvolved}`,
      // The article page serves an unknown category as news.
      `${o}/blog/news/${articles.oddCategory}`,
      `${o}/events/${events.approved}`,
    ]);
  });

  it('never lists pending, declined, deleted or unpublished things', async () => {
    const body = (await get('/sitemap.xml')).body;
    for (const id of [ids.pending, ids.declined, ids.deleted]) expect(body).not.toContain(`/business/${id}<`);
    expect(body).not.toContain(`/reviews/${ids.quiet}<`);
    expect(body).not.toContain(`/${articles.draft}<`);
    for (const id of [events.pending, events.withdrawn]) expect(body).not.toContain(`/events/${id}<`);
  });

  it('dates each URL as a W3C datetime from its last change', async () => {
    const body = (await get('/sitemap.xml')).body;
    const lastmods = [...body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!);
    expect(lastmods.length).toBeGreaterThan(10);
    for (const d of lastmods) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(body).toContain(`/business/${ids.reviewed}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>`);
    expect(body).toContain(`/blog/news/${articles.news}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>`);
    expect(body).toContain(`/events/${events.approved}</loc><lastmod>2026-03-04T05:06:07Z</lastmod>`);
    expect(body).toContain('/list-business</loc></url>');
  });

  it('answers 304 to a client holding the same version', async () => {
    const first = await get('/sitemap.xml');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/sitemap.xml', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/sitemap.xml', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('has no pages when it is not split beyond the first', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(200);
    expect((await get('/sitemap-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml')).statusCode).toBe(404);
  });
});

describe(`the sitemap index (${testEngine})`, () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = Fastify();
    small.decorate('deps', { config: t.config, database: t.database });
    await small.register(seoRoutes, { pageSize: 4 });
    await small.ready();
  });
  afterAll(async () => {
    await small?.close();
  });

  it('points at pages of at most the page size that together list every URL once', async () => {
    const whole = locs((await get('/sitemap.xml')).body);
    const index = await get('/sitemap.xml', {}, small);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(index.body);
    expect(pages).toEqual([1, 2, 3, 4].map((n) => `http://directory.test/sitemap-${n}.xml`));
    expect(index.body.match(/<sitemap><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g)).toHaveLength(4);
    const listed: string[] = [];
    for (const page of pages) {
      const res = await get(new URL(page).pathname, {}, small);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(4);
      listed.push(...urls);
    }
    expect(listed).toEqual(whole);
    expect((await get('/sitemap-5.xml', {}, small)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml', {}, small)).statusCode).toBe(404);
  });
});

describe(`GET /robots.txt (${testEngine})`, () => {
  it('lets crawlers in, keeps them out of private pages and names the sitemap', async () => {
    const res = await getCrawlerFile('/robots.txt', 'text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin-login',
        'Disallow: /admin-dashboard',
        'Disallow: /check-status',
        'Disallow: /business-confirmation',
        'Disallow: /event-confirmation',
        'Disallow: /account',
        '',
        'Sitemap: http://directory.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe(`PUBLIC_URL and ADMIN_HOST (${testEngine})`, () => {
  let hosted: TestApp;
  beforeAll(async () => {
    hosted = await createTestApp({ PUBLIC_URL: 'https://engine.example/?a=1&b=<2>', ADMIN_HOST: 'admin.engine.example' });
    await insertListing(hosted.database.db);
  });
  afterAll(async () => {
    await hosted?.close();
  });

  it('builds every URL on PUBLIC_URL, XML-escaped, whatever host the request came on', async () => {
    const res = await get('/sitemap.xml', {}, hosted.app);
    const urls = locs(res.body);
    expect(urls.length).toBe(8);
    for (const url of urls) expect(url.startsWith('https://engine.example/?a=1&amp;b=&lt;2&gt;/')).toBe(true);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect((await get('/robots.txt', {}, hosted.app)).body).toContain('Sitemap: https://engine.example/?a=1&b=<2>/sitemap.xml');
  });

  it('shuts crawlers out of the admin host entirely', async () => {
    const res = await get('/robots.txt', { host: 'ADMIN.engine.example:443' }, hosted.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap XML', () => {
  it('escapes the XML specials, so a parser reads each address back as it was', async () => {
    const xml = await urlsetXml('https://x.example', [{ path: `/q?a=1&b=<c>d"e'f` }]);
    expect((await parseSitemap(Readable.from([xml]))).map((u) => u.url)).toEqual([`https://x.example/q?a=1&b=<c>d"e'f`]);
    expect(await urlsetXml('https://x.example', [{ path: '/q?a=1&b=2' }])).toContain('<loc>https://x.example/q?a=1&amp;b=2</loc>');
  });

  it('writes dates to the second in UTC', () => {
    expect(w3cDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31T23:59:59Z');
  });

  it('dates the home and category pages by their newest content', () => {
    const urls = sitemapUrls(
      [{ id: 1, lastModified: new Date('2026-01-02T00:00:00Z'), hasReviews: false }],
      [
        { id: 2, category: 'History', lastModified: new Date('2026-01-05T00:00:00Z') },
        { id: 3, category: 'History', lastModified: new Date('2026-01-03T00:00:00Z') },
      ],
    );
    const at = (path: string) =>
      urls
        .find((u) => u.path === path)
        ?.lastModified?.toISOString()
        .slice(0, 10);
    expect(at('/')).toBe('2026-01-05');
    expect(at('/history')).toBe('2026-01-05');
    expect(at('/new-businesses')).toBe('2026-01-02');
    expect(at('/news')).toBeUndefined();
    expect(at('/get-involved')).toBeUndefined();
  });

  it('lists each approved event after the articles and dates Get Involved by its newest event', () => {
    const urls = sitemapUrls(
      [],
      [{ id: 2, category: 'Get Involved', lastModified: new Date('2026-01-03T00:00:00Z') }],
      [{ id: 9, lastModified: new Date('2026-01-07T00:00:00Z') }],
    );
    expect(urls.at(-1)).toEqual({ path: '/events/9', lastModified: new Date('2026-01-07T00:00:00Z') });
    expect(urls.find((u) => u.path === '/get-involved')?.lastModified).toEqual(new Date('2026-01-07T00:00:00Z'));
  });
});
