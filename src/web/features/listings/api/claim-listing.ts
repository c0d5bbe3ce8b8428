// POST /api/listings/:id/claims: a signed-in owner claims a listing (verified at once when the account's
// e-mail is the listing's business e-mail, otherwise sent to staff); and which listings the owner holds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountListings, ClaimInput, ClaimResult } from '@shared/schemas/owner';
import { ownerApi, ownerKeys } from '@web/features/owners';
import { listingKeys } from './get-listing';

export function useClaimListing(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => ownerApi.post<ClaimResult>(`/listings/${listingId}/claims`, input),
    onSuccess: () =>
      Promise.all([
        // A verified claim shows 'Verified owner' on this page at once; the account lists the claim.
        queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
      ]),
  });
}

/** Whether the signed-in owner already holds this listing (asked only when the listing has a verified owner). */
export function useOwnsListing(listingId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...ownerKeys.all, 'owned-listing-ids'],
    queryFn: ({ signal }) => ownerApi.get<AccountListings>('/account/listings', signal),
    select: (data) => data.listings.some((l) => l.id === listingId),
    enabled,
    staleTime: 60_000,
  });
}
