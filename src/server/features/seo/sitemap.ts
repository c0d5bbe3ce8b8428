// The sitemap's pages and their XML (sitemaps.org protocol 0.9): pure, so tests can use any page size.
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
    return { source, url: { path: `/blog/${source}/${a.id}`, lastModified: a.lastModified } };
  });
  const newestOf = (source: ArticleSource) => latest(articleUrls.filter((a) => a.source === source).map((a) => a.url.lastModified));
  const newestListing = latest(listings.map((l) => l.lastModified));
  const eventUrls = events.map((e) => ({ path: `/events/${e.id}`, lastModified: e.lastModified }));
  const fixed: SitemapUrl[] = [
    { path: '/', lastModified: latest([newestListing, ...articleUrls.map((a) => a.url.lastModified)]) },
    { path: '/pop-culture', lastModified: newestOf('popculture') },
    { path: '/news', lastModified: newestOf('news') },
    { path: '/history', lastModified: newestOf('history') },
    { path: '/new-businesses', lastModified: newestListing },
    // Get Involved lists its posts and the events.
    { path: '/get-involved', lastModified: latest([newestOf('get-involved'), ...eventUrls.map((e) => e.lastModified)]) },
    { path: '/list-business' },
  ];
  const listingUrls = listings.flatMap((l) => [
    { path: `/business/${l.id}`, lastModified: l.lastModified },
    ...(l.hasReviews ? [{ path: `/reviews/${l.id}`, lastModified: l.lastModified }] : []),
  ]);
  return [...fixed, ...listingUrls, ...articleUrls.map((a) => a.url), ...eventUrls];
}

export function sitemapPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A <urlset> of the given URLs. */
export function urlsetXml(base: string, urls: SitemapUrl[]): string {
  const lines = urls.map((u) => `<url><loc>${xmlEscape(base + u.path)}</loc>${lastmod(u.lastModified)}</url>`);
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${lines.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> of /sitemap-{n}.xml pages of `pageSize` URLs, each dated by its newest URL. */
export function sitemapIndexXml(base: string, urls: SitemapUrl[], pageSize: number): string {
  const lines: string[] = [];
  for (let page = 1; page <= sitemapPageCount(urls.length, pageSize); page++) {
    const newest = latest(sitemapPage(urls, page, pageSize).map((u) => u.lastModified));
    lines.push(`<sitemap><loc>${xmlEscape(`${base}/sitemap-${page}.xml`)}</loc>${lastmod(newest)}</sitemap>`);
  }
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${lines.join('\n')}\n</sitemapindex>\n`;
}

/** Page `page` (from 1) of the URLs. */
export function sitemapPage(urls: SitemapUrl[], page: number, pageSize: number): SitemapUrl[] {
  return urls.slice((page - 1) * pageSize, page * pageSize);
}

/** A W3C datetime to the second, in UTC. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function lastmod(date: Date | undefined): string {
  return date ? `<lastmod>${w3cDate(date)}</lastmod>` : '';
}

function latest(dates: (Date | undefined)[]): Date | undefined {
  let newest: Date | undefined;
  for (const d of dates) if (d && (!newest || d > newest)) newest = d;
  return newest;
}

/** The /blog/{source} segment, as the article mapper picks it: an unknown category is served as news. */
function articleSource(category: string): ArticleSource {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(category) ? sourceOfCategory(category as ArticleCategory) : 'news';
}
