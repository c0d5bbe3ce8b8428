// Pages rendered on the server, through the app's real routes: a query parameter no route reads never
// costs another render.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { createTestDatabase } from '../../test/database';
import { insertListing } from '../../test/factories';

/** Where the stand-in bundle below writes the URL of each render it makes. */
const RENDERS = '__spaTestRenders';
const renders = () => ((globalThis as Record<string, unknown>)[RENDERS] ??= []) as string[];
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
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-spa-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDir);
  fs.mkdirSync(`${webDir}-ssr`);
  fs.copyFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), path.join(webDir, 'index.html'));
  // The built server render, made from the sources (the test runner compiles them), counting its renders.
  const entry = pathToFileURL(path.resolve(import.meta.dirname, '../../web/entry-server.tsx')).href;
  fs.writeFileSync(
    path.join(`${webDir}-ssr`, 'entry-server.js'),
    [
      `import { render as renderPage } from ${JSON.stringify(entry)};`,
      `export { pageQuery } from ${JSON.stringify(entry)};`,
      `export async function render(input) {`,
      `  (globalThis[${JSON.stringify(RENDERS)}] ??= []).push(input.url);`,
      `  return renderPage(input);`,
      `}`,
    ].join('\n'),
  );
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  database = await createTestDatabase();
  await insertListing(database.db, { businessName: 'Crown Hair Studio' });
  app = await buildApp({ config, database, webDir, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
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
