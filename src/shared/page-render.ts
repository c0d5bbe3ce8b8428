// The contract between the server and the server-side render of the web app (built by Vite into its
// own bundle and loaded by the server at run time): what the server asks for and what it gets back.
import type { PostedForm } from './page-forms';

/** What a page says about itself for search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** An absolute or site-relative image for link previews. */
  image?: string | null;
  /** Open Graph type: 'website', 'article', 'business.business'. */
  type?: string;
  /** Kept out of search engines (admin, confirmations, status, filtered results, missing pages). */
  noindex?: boolean;
  /** schema.org objects, written as JSON-LD. */
  jsonLd?: object[];
}

export interface RenderInput {
  /** The page's full URL, with only the query parameters its routes read (PageQuery). */
  url: string;
  /** The site's public address (PUBLIC_URL, else the request's origin), without a trailing slash. */
  siteUrl: string;
  /** Answers the app's own API requests in process (GET /api/... paths): this render's alone. */
  fetchApi: (path: string) => Promise<Response>;
  /** A form posted without script and refused: the page shows it open, filled in, with the messages. */
  posted?: PostedForm;
}

/** What the render makes of a page, before the server puts it into the app's HTML page. */
export interface PageRenderResult {
  /** 200, or 404 for an unknown path or a missing business or article. */
  status: number;
  /** The screen depends on the browser's own storage (a draft, a submission): send the plain app shell. */
  browserOnly?: boolean;
  /** Where to send the visitor instead (a route that redirects). */
  redirect?: string;
  head: PageHead;
  /** The app's markup for inside #root. */
  html: string;
  /** The data the page was rendered from, for the browser's cache (JSON, not yet escaped for HTML). */
  state: unknown;
}

export type RenderPage = (input: RenderInput) => Promise<PageRenderResult>;

/** The names of the query parameters the page at a URL reads, as its routes declare them; any other changes nothing. */
export interface PageReads {
  /** Parameters read for their value (an empty one is as none). */
  params: readonly string[];
  /** States a link opens (`?write`): read for their presence alone. */
  flags: readonly string[];
}
export type PageQuery = (url: string) => Promise<PageReads>;

/** The id of the script element that carries PageRenderResult.state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/** Where the server render finds the site settings (the browser reads them from the page instead). */
export const SITE_SETTINGS_GLOBAL = '__engineSiteSettings';
