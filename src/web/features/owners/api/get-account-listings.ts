// GET /api/account/listings: the owner's listings (with their newest reviews), the listing requests sent
// from this account and the claims still waiting or refused.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountListings } from '@shared/schemas/owner';
import { ownerApi, ownerKeys } from './owner-session';

export const accountKeys = {
  listings: [...ownerKeys.all, 'listings'] as const,
  listing: (id: number) => [...ownerKeys.all, 'listing', id] as const,
};

export const accountListingsQuery = queryOptions({
  queryKey: accountKeys.listings,
  queryFn: ({ signal }) => ownerApi.get<AccountListings>('/account/listings', signal),
});

export function useAccountListings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountListingsQuery, enabled: options.enabled ?? true });
}
