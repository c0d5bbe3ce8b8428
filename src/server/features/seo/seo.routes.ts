// GET /sitemap.xml (an index of /sitemap-{n}.xml pages past the protocol's 50,000 URLs) and /robots.txt,
// read from the database so crawlers find every approved listing and event and every published article.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { absoluteUrl, paths } from '@shared/paths';
import { notFound } from '@server/http-error';
import { isAdminConnection, siteOrigin } from '@server/plugins/site-origin';
import { listSitemapArticles, listSitemapEvents, listSitemapListings } from './seo.repo';
import { SITEMAP_PAGE_SIZE, sitemapIndexXml, sitemapPage, sitemapPageCount, sitemapUrls, urlsetXml, type SitemapUrl } from './sitemap';

export interface SeoRoutesOptions {
  /** URLs per sitemap file; tests use a small one to see the index. */
  pageSize?: number;
}

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** Paths a crawler has no business in: the API, the admin screens and the pages that answer one visitor. */
const DISALLOWED = ['/api/', paths.adminLogin, paths.adminDashboard, paths.checkStatus, paths.businessConfirmation, paths.eventConfirmation, paths.account];

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const { database } = app.deps;

  const allUrls = async (): Promise<SitemapUrl[]> => {
    const [listings, articles, events] = await Promise.all([
      listSitemapListings(database.db),
      listSitemapArticles(database.db),
      listSitemapEvents(database.db),
    ]);
    return sitemapUrls(listings, articles, events);
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const urls = await allUrls();
    const base = siteOrigin(request);
    const body = urls.length > pageSize ? await sitemapIndexXml(base, urls, pageSize) : await urlsetXml(base, urls);
    return sendCached(request, reply, XML, body);
  });

  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', async (request, reply) => {
    const page = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0;
    const urls = await allUrls();
    if (page < 1 || page > sitemapPageCount(urls.length, pageSize)) throw notFound('No such sitemap page');
    return sendCached(request, reply, XML, await urlsetXml(siteOrigin(request), sitemapPage(urls, page, pageSize)));
  });

  app.get('/robots.txt', async (request, reply) => {
    // The admin host serves only the admin screens: nothing there is for an index.
    const body = isAdminConnection(request)
      ? 'User-agent: *\nDisallow: /\n'
      : ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(siteOrigin(request), '/sitemap.xml')}`, ''].join(
          '\n',
        );
    return sendCached(request, reply, TEXT, body);
  });
};

/** Sends the body cached for an hour, with an ETag of its content, or 304 when the client already has it. */
function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'public, max-age=3600').header('etag', etag).type(type);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))) {
    return reply.status(304).send();
  }
  return reply.send(body);
}
