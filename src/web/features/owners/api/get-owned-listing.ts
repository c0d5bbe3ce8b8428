// GET /api/account/listings/:id: everything the owner's edit page shows (404 when not the verified owner).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnedListingDetail } from '@shared/schemas/owner';
import { accountKeys } from './get-account-listings';
import { ownerApi } from './owner-session';

export function ownedListingQuery(id: number) {
  return queryOptions({
    queryKey: accountKeys.listing(id),
    queryFn: ({ signal }) => ownerApi.get<OwnedListingDetail>(`/account/listings/${id}`, signal),
  });
}

export function useOwnedListing(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownedListingQuery(id), enabled: options.enabled ?? true });
}
