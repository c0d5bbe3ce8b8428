// The head tags of a server-rendered page: title, description, canonical URL, robots, Open Graph and
// Twitter cards, and JSON-LD, every value escaped for HTML.
import type { PageHead } from '@shared/page-render';
import { absoluteUrl } from '@shared/paths';
import { jsonLdScript } from '@shared/seo/structured-data';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface HeadOptions {
  siteUrl: string;
  canonicalPath: string;
  siteName: string;
  defaultImage: string;
  /** Script files the page's first render needs beyond the entry's (module-preload.ts): linked after the entry's, at the head's end. */
  modulePreload?: readonly string[];
}

export function headTags(head: PageHead, options: HeadOptions): string {
  const canonical = absoluteUrl(options.siteUrl, options.canonicalPath);
  const image = absoluteUrl(options.siteUrl, head.image || options.defaultImage);
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map((data) => jsonLdScript(data)),
  ];
  return tags.join('\n    ');
}

/** The image preloads React writes at the start of the rendered page (a photo with fetchPriority="high"). */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * Moves the image preloads at the start of the rendered page into the head, ahead of the screen's scripts: the
 * page's main photo is then asked for before the screen's files, instead of after a dozen of them.
 */
export function hoistImagePreloads(html: string): { preloads: string; html: string } {
  const preloads = LEADING_IMAGE_PRELOADS.exec(html)?.[0] ?? '';
  return { preloads, html: html.slice(preloads.length) };
}
