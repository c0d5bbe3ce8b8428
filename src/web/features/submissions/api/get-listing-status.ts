// GET /api/listing-status/:listingNumber: where an application stands, with what the owner typed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingStatusResponse } from '@shared/schemas/submission';
import { apiGet, type RequestOptions } from '@web/lib/api-client';

export const listingStatusKeys = {
  all: ['listing-status'] as const,
  one: (listingNumber: string) => [...listingStatusKeys.all, listingNumber.toUpperCase()] as const,
};

export function getListingStatus(listingNumber: string, options?: RequestOptions) {
  return apiGet<ListingStatusResponse>(`/listing-status/${encodeURIComponent(listingNumber)}`, options);
}

export function listingStatusQueryOptions(listingNumber: string) {
  return queryOptions({
    queryKey: listingStatusKeys.one(listingNumber),
    queryFn: ({ signal, client }) => getListingStatus(listingNumber, { signal, client }),
    // A status changes when the team decides; looking again after a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useListingStatus(listingNumber: string) {
  // A number the server's page found nothing for stays 'not found' as the app takes over (a failed read
  // would otherwise show as loading, on the server's page too, and be asked again); Search asks again.
  return useQuery({ ...listingStatusQueryOptions(listingNumber), enabled: Boolean(listingNumber), retryOnMount: false });
}
