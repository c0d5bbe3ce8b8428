// Load More as a link: '?page=3' is a list with its first three pages, so a tap before the app's script
// runs (or without it) still shows the results so far plus the next; with the script, the list loads the
// next page in place and the address stays. A page's handle reads `page` and prefetches that many pages.
import type { Location } from 'react-router';

export const PAGE_PARAM = 'page';
/** The most pages one address asks for: past it, Load More works with the script alone. */
export const MAX_LINKED_PAGES = 20;

/** How many pages the address asks for: 1 to MAX_LINKED_PAGES, 1 for anything else. */
export function pagesAsked(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_LINKED_PAGES) : 1;
}

/**
 * The address of the list with `loaded` pages and the next: this page's own parameters (empty ones
 * dropped) with `page`; undefined once that is more than one address asks for.
 */
export function nextPageHref(location: Pick<Location, 'pathname' | 'search'>, loaded: number): string | undefined {
  const page = loaded + 1;
  if (page > MAX_LINKED_PAGES) return undefined;
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(location.search)) if (value && name !== PAGE_PARAM) params.append(name, value);
  params.set(PAGE_PARAM, String(page));
  return `${location.pathname}?${params.toString()}`;
}
