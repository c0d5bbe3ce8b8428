// What a route tells the server-side render: the data its screen needs first (fetched into the query
// cache before rendering, so the browser never asks again) and its head for search engines and previews,
// whose title the browser shows in the tab too.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PageHead } from '@shared/page-render';
import { isApiError } from '@web/lib/api-error';

export interface PageContext {
  params: Params;
  url: URL;
  /** The site's public address, for absolute links in structured data. */
  siteUrl: string;
  queryClient: QueryClient;
}

/** Cache entries only the head reads (a business's newest reviews for its structured data): never sent to the browser. */
export const HEAD_ONLY_KEY = 'page-head';

export type PageHeadResult = Partial<PageHead> & { status?: number };

export interface PageHandle {
  /** Screens made from what this browser stored (a draft, a submission): the server sends the plain app shell. */
  browserOnly?: boolean;
  /** Where the server sends the visitor instead (the browser's route redirects with <Navigate>). */
  redirectTo?: (context: PageContext) => string | undefined;
  /** Fills the query cache with what the first screen shows; failures stay in the cache as errors. */
  prefetch?: (context: PageContext) => Promise<unknown>;
  /**
   * The page's head, read from the cache the prefetch filled (a promise when its code loads apart). The
   * browser reads it too, for the tab's title on each navigation (route-title.tsx): there the cache may
   * not have the data yet, so a head reading data gives an interim title until it arrives.
   */
  head?: (context: PageContext) => PageHeadResult | Promise<PageHeadResult>;
  /**
   * The query parameters the page reads, each with `searchParams.get` (its first value; an empty one is as
   * none). The server renders and keeps the page for these alone, so no other parameter costs a new render;
   * a route without them reads none.
   */
  query?: readonly string[];
  /**
   * The states a link opens on this page (`/reviews/12?write` opens the review form), read for their
   * presence alone: a tap before the script has run still opens them, as the server renders them open.
   */
  opens?: readonly string[];
  /**
   * Code the first render needs beyond the screen's own (the form of a dialog the address opens): loaded
   * before the server renders the page and before the browser hydrates it, so both draw the same.
   */
  prepare?: (url: URL) => Promise<unknown>;
}

/** The handle of a matched route, when it has one. */
export function pageHandleOf(handle: unknown): PageHandle | undefined {
  return handle && typeof handle === 'object' ? (handle as PageHandle) : undefined;
}

/** Whether the read a head depends on was answered 404: the page's record does not exist (rather than not loaded yet, or failing). */
export function answeredNotFound(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const error = queryClient.getQueryState(queryKey)?.error;
  return isApiError(error) && error.status === 404;
}
