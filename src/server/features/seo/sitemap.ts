// The sitemap's pages and their XML (sitemaps.org protocol 0.9), written by the sitemap package: no
// database, so tests can use any page size.
import { Readable, Writable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IndexItem, SitemapItem } from 'sitemap';
import { absoluteUrl, paths } from '@shared/paths';
import { ARTICLE_CATEGORIES, sourceOfCategory, type ArticleCategory, type ArticleSource } from '@shared/reference';
import type { SitemapArticleRow, SitemapEventRow, SitemapListingRow } from './seo.repo';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

export interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

/** The public pages crawlers should find, in the order they are listed, then every listing, article and event. */
export function sitemapUrls(listings: SitemapListingRow[], articles: SitemapArticleRow[], events: SitemapEventRow[] = []): SitemapUrl[] {
  const articleUrls = articles.map((a) => {
    const source = articleSource(a.category);
    return { source, url: { path: paths.blog(source, a.id), lastModified: a.lastModified } };
  });
  const newestOf = (source: ArticleSource) => latest(articleUrls.filter((a) => a.source === source).map((a) => a.url.lastModified));
  const newestListing = latest(listings.map((l) => l.lastModified));
  const eventUrls = events.map((e) => ({ path: paths.eventDetail(e.id), lastModified: e.lastModified }));
  const fixed: SitemapUrl[] = [
    { path: paths.home, lastModified: latest([newestListing, ...articleUrls.map((a) => a.url.lastModified)]) },
    { path: paths.popCulture, lastModified: newestOf('popculture') },
    { path: paths.news, lastModified: newestOf('news') },
    { path: paths.history, lastModified: newestOf('history') },
    { path: paths.newBusinesses, lastModified: newestListing },
    // Get Involved lists its posts and the events.
    { path: paths.getInvolved, lastModified: latest([newestOf('get-involved'), ...eventUrls.map((e) => e.lastModified)]) },
    { path: paths.listBusiness },
  ];
  const listingUrls = listings.flatMap((l) => [
    { path: paths.business(l.id), lastModified: l.lastModified },
    ...(l.hasReviews ? [{ path: paths.reviews(l.id), lastModified: l.lastModified }] : []),
  ]);
  return [...fixed, ...listingUrls, ...articleUrls.map((a) => a.url), ...eventUrls];
}

export function sitemapPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A <urlset> of the given URLs, absolute on `base`. */
export async function urlsetXml(base: string, urls: SitemapUrl[]): Promise<string> {
  const items = urls.map((u): SitemapItem => ({
    url: absoluteUrl(base, u.path),
    lastmod: u.lastModified && w3cDate(u.lastModified),
    img: [],
    video: [],
    links: [],
  }));
  // The sitemap package (about 10 MB resident) is loaded when a crawler first asks.
  const { ErrorLevel, SitemapItemStream } = await import('sitemap');
  return written(new SitemapItemStream({ level: ErrorLevel.THROW }), items, URLSET_OPEN, URLSET_CLOSE);
}

/** A <sitemapindex> of /sitemap-{n}.xml pages of `pageSize` URLs, each dated by its newest URL. */
export async function sitemapIndexXml(base: string, urls: SitemapUrl[], pageSize: number): Promise<string> {
  const items: IndexItem[] = [];
  for (let page = 1; page <= sitemapPageCount(urls.length, pageSize); page++) {
    const newest = latest(sitemapPage(urls, page, pageSize).map((u) => u.lastModified));
    items.push({ url: absoluteUrl(base, `/sitemap-${page}.xml`), lastmod: newest && w3cDate(newest) });
  }
  const { ErrorLevel, SitemapIndexStream } = await import('sitemap');
  return written(new SitemapIndexStream({ level: ErrorLevel.THROW }), items);
}

/** Page `page` (from 1) of the URLs. */
export function sitemapPage(urls: SitemapUrl[], page: number, pageSize: number): SitemapUrl[] {
  return urls.slice((page - 1) * pageSize, page * pageSize);
}

/** A W3C datetime to the second, in UTC. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The XML a stream of the sitemap package writes for these items, between `head` and `tail`. The urlset's
 * entries go through SitemapItemStream, which writes each as given; SitemapStream, which would add the
 * envelope itself, re-parses every URL (percent-encoding what PUBLIC_URL spells otherwise) and rewrites
 * each lastmod to the millisecond, so the envelope is written here.
 */
async function written(stream: Transform, items: readonly object[], head = '', tail = ''): Promise<string> {
  let xml = head;
  // A plain sink: an async iterator over the many small chunks would cost several times as much.
  const sink = new Writable({
    objectMode: true,
    write(chunk: string, _encoding, done) {
      xml += chunk;
      done();
    },
  });
  await pipeline(Readable.from(items), stream, sink);
  return xml + tail;
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const URLSET_CLOSE = '</urlset>\n';

function latest(dates: (Date | undefined)[]): Date | undefined {
  let newest: Date | undefined;
  for (const d of dates) if (d && (!newest || d > newest)) newest = d;
  return newest;
}

/** The /blog/{source} segment, as the article mapper picks it: an unknown category is served as news. */
function articleSource(category: string): ArticleSource {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(category) ? sourceOfCategory(category as ArticleCategory) : 'news';
}
