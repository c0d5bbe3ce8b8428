// GET /api/listings/by-id?ids=: the cards of a saved or shared list (approved businesses, in the order asked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedListingsResponse } from '@shared/schemas/saved-ids';
import { apiGet } from '@web/lib/api-client';

export const savedKeys = {
  list: (ids: readonly number[]) => ['listings', 'saved', ids.join(',')] as const,
};

export function savedListingsQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: savedKeys.list(ids),
    queryFn: ({ signal, client }) => apiGet<SavedListingsResponse>(`/listings/by-id?ids=${ids.join(',')}`, { signal, client }),
  });
}

export function useSavedListings(ids: readonly number[]) {
  return useQuery({ ...savedListingsQueryOptions(ids), enabled: ids.length > 0 });
}
