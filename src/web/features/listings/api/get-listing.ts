// GET /api/listings/:id: one approved listing with its rating summary, for the business detail page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCard } from '@shared/schemas/listing';
import { apiGet } from '@web/lib/api-client';

export const listingKeys = {
  all: ['listings'] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
  newBusinesses: ['listings', 'new'] as const,
};

export function getListing(id: number, signal?: AbortSignal): Promise<ListingCard> {
  return apiGet<ListingCard>(`/listings/${id}`, { signal });
}

export function listingQueryOptions(id: number) {
  return queryOptions({ queryKey: listingKeys.detail(id), queryFn: ({ signal }) => getListing(id, signal) });
}

export function useListing(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listingQueryOptions(id), enabled: options.enabled ?? true });
}
