// POST /api/listings/:id/edit-requests: asks for changes to a listing (the fields changed), proved by its listing number;
// afterwards the status is read again, so the page shows the edit as pending.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditListingInput, EditRequestResponse } from '@shared/schemas/submission';
import { apiPost } from '@web/lib/api-client';
import { listingStatusKeys } from './get-listing-status';

export interface EditRequestVariables {
  listingId: number;
  listingNumber: string;
  changes: EditListingInput;
}

export function createEditRequest({ listingId, listingNumber, changes }: EditRequestVariables) {
  return apiPost<EditRequestResponse>(`/listings/${listingId}/edit-requests`, { ...changes, listingNumber });
}

export function useCreateEditRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEditRequest,
    // After a refusal as well: a 409 means someone already sent an edit, which the page should show.
    onSettled: (_data, _error, variables) => queryClient.invalidateQueries({ queryKey: listingStatusKeys.one(variables.listingNumber) }),
  });
}
