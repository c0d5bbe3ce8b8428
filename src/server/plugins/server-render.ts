// The server render of the web app: its bundle (built by `vite build --ssr` beside the web build, loaded
// at run time) and the render of one page, whose API requests are answered in process (`app.inject`, the
// very answers the browser would get). Each render has its own answers, and collects the tags of what
// they show (page-invalidation.ts), which the page is kept with.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SITE_SETTINGS_GLOBAL, type PageQuery, type PageRenderResult, type RenderPage } from '@shared/page-render';
import type { PostedForm } from '@shared/page-forms';
import { reportShownTags, type ShownTags } from './page-invalidation';

/** The server render's bundle sits beside the web build: dist/web -> dist/web-ssr. */
export const ssrDirOf = (webDir: string) => `${webDir.replace(/[\\/]+$/, '')}-ssr`;

/** The server render's bundle: the render, and the query parameters a page reads. */
interface RenderBundle {
  render: RenderPage;
  pageQuery: PageQuery;
}

export interface PageToRender {
  url: URL;
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** A form posted without script and refused, shown open on the page. */
  posted?: PostedForm;
}

export interface ServerRender {
  /** The query parameters the page at `url` reads (its routes' declarations). */
  pageQuery: PageQuery;
  /**
   * The page's render, the tags of what the API answers it was made from show, and what they showed to
   * count for each visitor of the page (shown-counts.ts).
   */
  renderPage(page: PageToRender): Promise<{ result: PageRenderResult; tags: string[]; counts: string[] }>;
}

/** Loads the server render from `ssrDir`; undefined when it is missing or older than the server. */
export async function loadServerRender(app: FastifyInstance, ssrDir: string, settingsJson: string): Promise<ServerRender | undefined> {
  const bundle = await loadBundle(app, ssrDir, settingsJson);
  if (!bundle) return undefined;
  const shown = reportShownTags(app);
  return {
    pageQuery: bundle.pageQuery,
    async renderPage({ url, siteUrl, posted }) {
      const tags = new Set<string>();
      const counts: string[] = [];
      const result = await bundle.render({
        url: url.href,
        siteUrl,
        fetchApi: async (apiPath) => {
          const answer = await fetchApi(app, apiPath, shown);
          for (const tag of answer.tags) tags.add(tag);
          if (answer.counted) counts.push(answer.counted);
          return answer.response;
        },
        posted,
      });
      return { result, tags: [...tags], counts };
    },
  };
}

/** The app's own API, answered in process, with the tags of what the answer shows. */
async function fetchApi(app: FastifyInstance, apiPath: string, shown: ShownTags): Promise<{ response: Response; tags: string[]; counted: string | null }> {
  const res = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json', ...shown.ask } });
  const response = new Response(res.payload, {
    status: res.statusCode,
    headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
  });
  return { response, tags: shown.of(res.headers), counted: shown.counted(res.headers) };
}

async function loadBundle(app: FastifyInstance, ssrDir: string, settingsJson: string): Promise<RenderBundle | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn(`No server render at ${entry}: pages are sent as the plain app shell (npm run build makes it).`);
    return undefined;
  }
  // The render reads the site settings once, when it loads, as the browser reads them from the page.
  (globalThis as Record<string, unknown>)[SITE_SETTINGS_GLOBAL] = settingsJson;
  const module = (await import(pathToFileURL(entry).href)) as Partial<RenderBundle>;
  if (typeof module.render !== 'function' || typeof module.pageQuery !== 'function') {
    // A page rendered for every query string could be made to render without end: no render rather than that.
    app.log.warn(`The server render at ${entry} is older than the server: pages are sent as the plain app shell (npm run build).`);
    return undefined;
  }
  return { render: module.render, pageQuery: module.pageQuery };
}
