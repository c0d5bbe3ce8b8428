// GET /api/listings: the directory search, page by page (20 at a time, by offset), as an infinite query.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/reference';
import type { SearchResponse } from '@shared/schemas/listing';
import type { UnderstoodPlace } from '@shared/schemas/search-suggest';
import { offsetPageRequests } from '@web/lib/offset-page-query';

/** What the search read from its text: the words it searched for and a place that narrowed them. */
export interface UnderstoodSearch {
  text: string;
  place: UnderstoodPlace | null;
}

/** A page of results; the first may say what was understood and, when nothing matched, a likelier spelling (either may be absent). */
export type ListingsPage = SearchResponse & { understood?: UnderstoodSearch | null; didYouMean?: string | null };

export type ListingsQuery = Record<string, string | number | undefined>;

export const listingsKeys = {
  all: ['listings', 'search'] as const,
  search: (query: ListingsQuery) => [...listingsKeys.all, query] as const,
};

/** Queries that differ only in the visitor's location: keep the old cards while distances (and nearer-first text order) load. */
function sameExceptLocation(a: ListingsQuery, b: ListingsQuery): boolean {
  const strip = ({ lat: _lat, lng: _lng, ...rest }: ListingsQuery) => JSON.stringify(rest);
  return strip(a) === strip(b) && !a.radius && !b.radius;
}

export function listingsQueryOptions(query: ListingsQuery) {
  return infiniteQueryOptions({
    queryKey: listingsKeys.search(query),
    ...offsetPageRequests<ListingsPage>('/listings', query, PAGE_SIZE),
    placeholderData: (previous, previousQuery) => {
      const previousParams = previousQuery?.queryKey[2];
      return previous && previousParams && sameExceptLocation(previousParams, query) ? keepPreviousData(previous) : undefined;
    },
  });
}

export function useListings(query: ListingsQuery, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...listingsQueryOptions(query), enabled: options.enabled ?? true });
}
