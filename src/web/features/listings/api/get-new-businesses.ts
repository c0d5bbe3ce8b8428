// GET /api/listings?sort=newest: approved businesses, newest first, with the page's text, category and
// Near Me (5 miles) filters, 20 at a time.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/reference';
import type { SearchResponse } from '@shared/schemas/listing';
import { apiGet, withQuery } from '@web/lib/api-client';
import { listingKeys } from './get-listing';
import { nextOffset } from '@web/lib/offset-pages';

export interface NewBusinessesQuery {
  q?: string;
  type?: string;
  lat?: number;
  lng?: number;
  radius?: number;
}

export function getNewBusinesses(query: NewBusinessesQuery, offset: number, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>(withQuery('/listings', { ...query, sort: 'newest', limit: PAGE_SIZE, offset }), { signal });
}

export function newBusinessesQueryOptions(query: NewBusinessesQuery) {
  return infiniteQueryOptions({
    queryKey: [...listingKeys.newBusinesses, query] as const,
    queryFn: ({ pageParam, signal }) => getNewBusinesses(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(PAGE_SIZE),
    // While a new filter loads, the old cards stay (dimmed) instead of the page jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useNewBusinesses(query: NewBusinessesQuery, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...newBusinessesQueryOptions(query), enabled: options.enabled ?? true });
}
