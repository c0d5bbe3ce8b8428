// PATCH /api/account/listings/:id: the owner's changes that go live at once; the public page is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnedListingDetail, OwnerDirectEdit } from '@shared/schemas/owner';
import { listingKeys } from '@web/features/listings';
import { accountKeys } from './get-account-listings';
import { ownerApi } from './owner-session';

export function useUpdateOwnedListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: OwnerDirectEdit) => ownerApi.patch<OwnedListingDetail>(`/account/listings/${id}`, changes),
    onSuccess: (detail) => {
      queryClient.setQueryData(accountKeys.listing(id), detail);
      void queryClient.invalidateQueries({ queryKey: accountKeys.listings });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
