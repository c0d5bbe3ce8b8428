// POST /api/listing-requests: submits a business for review; answers its new listing number.
import { useMutation } from '@tanstack/react-query';
import type { ListingRequest, ListingRequestResponse } from '@shared/schemas/submission';
import { apiPost } from '@web/lib/api-client';

export function createListingRequest(payload: ListingRequest) {
  return apiPost<ListingRequestResponse>('/listing-requests', payload);
}

export function useCreateListingRequest() {
  return useMutation({ mutationFn: createListingRequest });
}
