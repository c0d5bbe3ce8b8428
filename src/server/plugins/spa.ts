// Serves the built web app: hashed assets with long caching, and every client route as a page. Public
// pages are rendered on the server (head tags, the screen's markup and its data) when the build has the
// server render; the admin screens, and every page when it is missing or fails, get the plain app shell.
// Rendered pages are kept a few seconds (page-cache.ts), each for the query parameters its route reads.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_STATE_ID, SITE_SETTINGS_GLOBAL, type PageHead, type PageQuery, type RenderPage } from '@shared/page-render';
import type { PostedForm } from '@shared/page-forms';
import { siteSettings } from '../config-site-settings';
import { scriptJson } from '@shared/script-json';
import { headTags } from './page-head';
import { loadModulePreload, modulePreloadTags } from './module-preload';
import { PageCache, pageUrlOf, readsReviewsOf } from './page-cache';
import { isAdminConnection, siteOrigin } from './site-origin';
import { registerPageForms } from './page-forms';

/** The server render's bundle sits beside the web build: dist/web -> dist/web-ssr. */
export const ssrDirOf = (webDir: string) => `${webDir.replace(/[\\/]+$/, '')}-ssr`;

/** How long a rendered page is kept at most: every change this site knows of drops it sooner. */
const PAGE_TTL_MS = 60_000;

const ADMIN_PATH = /^\/(admin-login|admin-dashboard)(\/|$)/;

/** Registers the page's files and answers every client route with its page. */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const { config } = app.deps;
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  // The site's name and support contacts travel inside the page: no extra request before first paint.
  const settings = siteSettings(config);
  const shell = template.replace('<!--site-settings-->', `<script id="site-settings" type="application/json">${scriptJson(settings)}</script>`);
  const privateShell = shell.replace('<!--/page-head-->', '<meta name="robots" content="noindex" />\n    <!--/page-head-->');
  const renderer = await loadRenderer(app, ssrDirOf(webDir), JSON.stringify(settings));
  const modulePreload = renderer ? await loadModulePreload(webDir, ssrDirOf(webDir), app.log) : () => [];
  const pages = new PageCache({ ttlMs: PAGE_TTL_MS });
  // A review changes its business's pages and the lists showing ratings; anything staff change, any page.
  const unsubscribe = app.changes.subscribe((event) => (event.topic === 'reviews' ? pages.drop(readsReviewsOf(event.businessId)) : pages.clear()));
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && request.url.startsWith('/api/admin/'))
      app.changes.publish({ topic: 'pages' });
  });

  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // Brotli and gzip copies written by the build (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  // Every other path is a client route, answered by a route (not the not-found handler) so the compression
  // and security hooks apply; files and API paths that match nothing stay a JSON 404.
  app.get('/', (request, reply) => sendPage(request, reply));
  app.get('/*', (request, reply) => (isClientRoute(request.method, request.url) ? sendPage(request, reply) : reply.callNotFound()));

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const url = new URL(request.url, siteOrigin(request));
    const adminPage = ADMIN_PATH.test(url.pathname) || isAdminConnection(request);
    if (!renderer || adminPage) return reply.send(adminPage ? privateShell : shell);
    try {
      // Rendered for the parameters the route reads alone: any other would only make another copy to render.
      const pageUrl = pageUrlOf(url, await renderer.pageQuery(url.href));
      const options = headOptions(request, pageUrl);
      const page = await pages.get(`${options.siteUrl}${pageUrl.pathname}${pageUrl.search}`, () => makePage(renderer, pageUrl, options));
      if (!page) return reply.send(shell);
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      return reply.status(page.status).send(page.html);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the app shell');
      return reply.send(shell);
    }
  }

  /** The page at `url`, and the API paths its render read (null: keep it for the TTL alone). */
  async function makePage(render: Renderer, url: URL, options: ReturnType<typeof headOptions>, posted?: PostedForm) {
    const reads: string[] = [];
    const made = await render.render({
      url: url.href,
      siteUrl: options.siteUrl,
      fetchApi: (apiPath) => {
        reads.push(apiPath);
        return fetchApi(app, apiPath);
      },
      posted,
    });
    if (made.browserOnly) return { page: { status: 200, html: shell }, reads };
    if (made.redirect) return { page: { status: made.status >= 300 && made.status < 400 ? made.status : 302, html: '', redirect: made.redirect }, reads: null };
    return { page: { status: made.status, html: pageHtml(shell, made.head, made.html, made.state, options) }, reads };
  }

  // A form posted without script and refused: its page again, made for this visitor alone (never kept).
  await registerPageForms(
    app,
    (pathname) => isClientRoute('GET', pathname) && !ADMIN_PATH.test(pathname),
    async (request, reply, url, posted) => {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!renderer || isAdminConnection(request)) return reply.send(shell);
      const pageUrl = pageUrlOf(url, await renderer.pageQuery(url.href));
      const { page } = await makePage(renderer, pageUrl, headOptions(request, pageUrl), posted);
      if (page.redirect) return reply.redirect(page.redirect, 303);
      // The form's refusal, unless the page itself is missing.
      if (page.status >= 400) reply.status(page.status);
      return reply.send(page.html);
    },
  );

  function headOptions(request: FastifyRequest, url: URL) {
    const siteUrl = siteOrigin(request);
    const q = url.pathname === '/search-results' ? url.searchParams.get('q') : null;
    return {
      siteUrl,
      canonicalPath: q ? `${url.pathname}?q=${encodeURIComponent(q)}` : url.pathname,
      siteName: config.site.name,
      defaultImage: '/apple-touch-icon.png',
      modulePreload: modulePreload(url.pathname),
    };
  }
}

function pageHtml(shell: string, head: PageHead, html: string, state: unknown, options: Parameters<typeof headTags>[1]): string {
  const start = shell.indexOf('<!--page-head-->');
  const end = shell.indexOf('<!--/page-head-->');
  const withHead = start >= 0 && end > start ? `${shell.slice(0, start)}${headTags(head, options)}${shell.slice(end + '<!--/page-head-->'.length)}` : shell;
  // Functions, so '$' in the page's text is never read as a replacement pattern.
  return withHead
    .replace('</head>', () => `${modulePreloadTags(options.modulePreload ?? [])}</head>`)
    .replace('<!--page-html-->', () => html)
    .replace('<!--page-state-->', () => `<script id="${PAGE_STATE_ID}" type="application/json">${scriptJson(state)}</script>`);
}

/** The app's own API, answered in process for the server render. */
async function fetchApi(app: FastifyInstance, apiPath: string): Promise<Response> {
  const res = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
  return new Response(res.payload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
}

/** The server render's bundle: the render, and the query parameters a page reads. */
interface Renderer {
  render: RenderPage;
  pageQuery: PageQuery;
}

async function loadRenderer(app: FastifyInstance, ssrDir: string, settingsJson: string): Promise<Renderer | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn(`No server render at ${entry}: pages are sent as the plain app shell (npm run build makes it).`);
    return undefined;
  }
  // The render reads the site settings once, when it loads, as the browser reads them from the page.
  (globalThis as Record<string, unknown>)[SITE_SETTINGS_GLOBAL] = settingsJson;
  const module = (await import(pathToFileURL(entry).href)) as Partial<Renderer>;
  if (typeof module.render !== 'function' || typeof module.pageQuery !== 'function') {
    // A page rendered for every query string could be made to render without end: no render rather than that.
    app.log.warn(`The server render at ${entry} is older than the server: pages are sent as the plain app shell (npm run build).`);
    return undefined;
  }
  return { render: module.render, pageQuery: module.pageQuery };
}

/** Paths that never fall back to the page: an unknown API path or file is a JSON 404. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|uploads|assets)(\/|$)/.test(pathname);
}
