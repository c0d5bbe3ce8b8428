// POST /api/listings/:id/reviews: posts a review, then refreshes this business's reviews and every listing
// card or detail that shows its rating. The answer says whether it is published or held for staff to check.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostedReview, ReviewInput } from '@shared/schemas/review';
import { apiPost } from '@web/lib/api-client';
import { reviewKeys } from './get-reviews';

export function createReview(businessId: number, input: ReviewInput) {
  return apiPost<PostedReview>(`/listings/${businessId}/reviews`, input);
}

export function useCreateReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => createReview(businessId, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.business(businessId) }), queryClient.invalidateQueries({ queryKey: ['listings'] })]),
  });
}
