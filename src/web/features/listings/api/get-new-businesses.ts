// GET /api/listings?sort=newest: approved businesses, newest first, with the page's text, category, attribute
// and Near Me (5 miles) filters, 20 at a time.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/reference';
import type { SearchResponse } from '@shared/schemas/listing';
import { offsetPageRequests } from '@web/lib/offset-page-query';
import { listingKeys } from './get-listing';

export interface NewBusinessesQuery {
  q?: string;
  type?: string;
  /** One attribute's key (the API takes a list). */
  attributes?: string;
  lat?: number;
  lng?: number;
  radius?: number;
}

export function newBusinessesQueryOptions(query: NewBusinessesQuery) {
  return infiniteQueryOptions({
    queryKey: [...listingKeys.newBusinesses, query] as const,
    ...offsetPageRequests<SearchResponse>('/listings', { ...query, sort: 'newest' }, PAGE_SIZE),
    // While a new filter loads, the old cards stay (dimmed) instead of the page jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useNewBusinesses(query: NewBusinessesQuery, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...newBusinessesQueryOptions(query), enabled: options.enabled ?? true });
}
