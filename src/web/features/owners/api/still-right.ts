// "Still right?": GET /api/still-right?token= (what the e-mailed link would confirm; reading changes
// nothing), POST /api/still-right (the one-click yes, no sign-in) and POST /api/account/listings/:id/confirmation
// (the same yes from /account, as the signed-in owner).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerConfirmation, StillRightLink } from '@shared/schemas/still-right';
import { apiGet, apiPost } from '@web/lib/api-client';
import { accountKeys } from './get-account-listings';
import { ownerApi } from './owner-session';

export const stillRightKeys = { link: (token: string) => ['still-right', token] as const };

export function stillRightLinkQuery(token: string) {
  return queryOptions({
    queryKey: stillRightKeys.link(token),
    queryFn: ({ signal, client }) => apiGet<StillRightLink>(`/still-right?token=${encodeURIComponent(token)}`, { signal, client }),
    retry: false,
  });
}

export function useStillRightLink(token: string) {
  // A link the server's page found unknown stays so as the app takes over (no second ask).
  return useQuery({ ...stillRightLinkQuery(token), enabled: Boolean(token), retryOnMount: false });
}

export function useConfirmByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<OwnerConfirmation>('/still-right', { token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stillRightKeys.link(token) }),
  });
}

export function useConfirmOwnedListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: number) => ownerApi.post<OwnerConfirmation>(`/account/listings/${listingId}/confirmation`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.listings }),
  });
}
