// POST /api/account/listings/:id/edit-requests: name, type and address changes, which staff check first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerEditRequestInput } from '@shared/schemas/owner';
import type { EditRequestResponse } from '@shared/schemas/submission';
import { accountKeys } from './get-account-listings';
import { ownerApi } from './owner-session';

export function useCreateOwnerEditRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: OwnerEditRequestInput) => ownerApi.post<EditRequestResponse>(`/account/listings/${id}/edit-requests`, changes),
    // After a refusal too: a 409 means a request is already waiting, which the pages should then say.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.listings }),
  });
}
