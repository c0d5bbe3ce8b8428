// Serves the built web app: hashed assets with long caching, and every client route as a page. Public
// pages are rendered on the server (head tags, the screen's markup and its data; server-render.ts) when
// the build has the server render; the admin screens, and every page when it is missing or fails, get the
// plain app shell. Rendered pages are kept for at most a minute (page-cache.ts), each for the query
// parameters its route reads, and dropped sooner by the changes that touch them (page-invalidation.ts).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_STATE_ID, type PageHead } from '@shared/page-render';
import type { PostedForm } from '@shared/page-forms';
import { paths } from '@shared/paths';
import { siteSettings } from '../config-site-settings';
import { scriptJson } from '@shared/script-json';
import { headTags, hoistImagePreloads } from './page-head';
import { loadModulePreload } from './module-preload';
import { paintFirst, withModulePreload } from './paint-first';
import { PageCache, pageUrlOf, type TaggedPage } from './page-cache';
import { invalidatePagesOnChange } from './page-invalidation';
import { loadServerRender, ssrDirOf, type ServerRender } from './server-render';
import { isAdminConnection, siteOrigin } from './site-origin';
import { registerPageForms } from './page-forms';

/** The admin screens' pages, and every path under them: always the plain app shell, never rendered. */
const ADMIN_PAGES = [paths.adminLogin, paths.adminDashboard];
/** The build's folder of content-hashed files. */
const ASSETS = 'assets';
const isAdminPath = (pathname: string) => ADMIN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** Registers the page's files and answers every client route with its page. */
export async function registerWebPages(app: FastifyInstance, webDir: string): Promise<void> {
  const { config } = app.deps;
  const template = paintFirst(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'), webDir);
  // The site's name and support contacts travel inside the page: no extra request before first paint.
  const settings = siteSettings(config);
  const shell = template.replace('<!--site-settings-->', `<script id="site-settings" type="application/json">${scriptJson(settings)}</script>`);
  const privateShell = shell.replace('<!--/page-head-->', '<meta name="robots" content="noindex" />\n    <!--/page-head-->');
  const renderer = await loadServerRender(app, ssrDirOf(webDir), JSON.stringify(settings));
  const modulePreload = renderer ? await loadModulePreload(webDir, ssrDirOf(webDir), app.log) : () => [];
  const pages = new PageCache();
  invalidatePagesOnChange(app, pages);

  await serveBuiltFiles(app, webDir);

  // Every other path is a client route, answered by a route (not the not-found handler) so the compression
  // and security hooks apply; files and API paths that match nothing stay a JSON 404.
  app.get('/', (request, reply) => sendPage(request, reply));
  app.get('/*', (request, reply) => (isClientRoute(request.method, request.url) ? sendPage(request, reply) : reply.callNotFound()));

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const url = new URL(request.url, siteOrigin(request));
    const adminPage = isAdminPath(url.pathname) || isAdminConnection(request);
    if (!renderer || adminPage) return reply.send(adminPage ? privateShell : shell);
    try {
      // Rendered for the parameters the route reads alone: any other would only make another copy to render.
      const pageUrl = pageUrlOf(url, await renderer.pageQuery(url.href));
      const options = headOptions(request, pageUrl);
      const page = await pages.get(`${options.siteUrl}${pageUrl.pathname}${pageUrl.search}`, () => makePage(renderer, pageUrl, options));
      if (!page) return reply.send(shell);
      if (page.redirect) return reply.redirect(page.redirect, page.status);
      app.countShownLines(request, page.counts);
      return reply.status(page.status).send(page.html);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the app shell');
      return reply.send(shell);
    }
  }

  /** The page at `url`, with the tags of what it shows (null: keep it for the TTL alone). */
  async function makePage(render: ServerRender, url: URL, options: ReturnType<typeof headOptions>, posted?: PostedForm): Promise<TaggedPage> {
    const { result, tags, counts } = await render.renderPage({ url, siteUrl: options.siteUrl, posted });
    if (result.browserOnly) return { page: { status: 200, html: shell }, tags };
    if (result.redirect) {
      return { page: { status: result.status >= 300 && result.status < 400 ? result.status : 302, html: '', redirect: result.redirect }, tags: null };
    }
    return { page: { status: result.status, html: pageHtml(shell, result.head, result.html, result.state, options), counts }, tags };
  }

  // A form posted without script and refused: its page again, made for this visitor alone (never kept).
  await registerPageForms(
    app,
    (pathname) => isClientRoute('GET', pathname) && !isAdminPath(pathname),
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
    const q = url.pathname === paths.searchResults ? url.searchParams.get('q') : null;
    return {
      siteUrl,
      canonicalPath: q ? `${url.pathname}?q=${encodeURIComponent(q)}` : url.pathname,
      siteName: config.site.name,
      defaultImage: '/apple-touch-icon.png',
      modulePreload: modulePreload(url.pathname),
    };
  }
}

/**
 * The build's files, precompressed copies (scripts/precompress.mjs) sent to browsers that take them. The
 * hashed assets are served by one route for their folder, cached for good; the few files at the top
 * (the service worker, the icons, the manifest) each by its own route, so that every other path stays a
 * page. One route per file for all of them (two hundred with their copies) took a tenth of each start.
 */
async function serveBuiltFiles(app: FastifyInstance, webDir: string): Promise<void> {
  const common = { decorateReply: false, index: false, preCompressed: true } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(webDir, ASSETS),
    prefix: `/${ASSETS}/`,
    wildcard: true,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: webDir,
    prefix: '/',
    wildcard: false,
    globIgnore: [`${ASSETS}/**`],
    setHeaders(reply, filePath) {
      // The offline service worker is checked on every visit, so a release reaches phones on their next one.
      reply.header('Cache-Control', path.basename(filePath) === 'sw.js' ? 'no-cache' : 'public, max-age=300');
      if (filePath.endsWith('.webmanifest')) reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
    },
  });
}

function pageHtml(shell: string, head: PageHead, rendered: string, state: unknown, options: Parameters<typeof headTags>[1]): string {
  const start = shell.indexOf('<!--page-head-->');
  const end = shell.indexOf('<!--/page-head-->');
  const withHead = start >= 0 && end > start ? `${shell.slice(0, start)}${headTags(head, options)}${shell.slice(end + '<!--/page-head-->'.length)}` : shell;
  // The page's photo at the head's end, before any script (the scripts wait for the first paint).
  const { preloads, html } = hoistImagePreloads(rendered);
  // Functions, so '$' in the page's text is never read as a replacement pattern.
  return withModulePreload(withHead, options.modulePreload ?? [])
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<!--page-html-->', () => html)
    .replace('<!--page-state-->', () => `<script id="${PAGE_STATE_ID}" type="application/json">${scriptJson(state)}</script>`);
}

/** Paths that never fall back to the page: an unknown API path or file is a JSON 404. */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|uploads|assets)(\/|$)/.test(pathname);
}
