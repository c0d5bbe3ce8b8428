// POST, PUT and DELETE /api/account/reviews/:id/reply: the owner's public answer to a review of their
// listing; the account's listings (which carry the newest reviews) are read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyInput } from '@shared/schemas/owner';
import type { Review } from '@shared/schemas/review';
import { accountKeys } from './get-account-listings';
import { ownerApi } from './owner-session';

const replyPath = (reviewId: number) => `/account/reviews/${reviewId}/reply`;

export interface ReplyVariables {
  reviewId: number;
  /** True when the review already has an answer: it is then replaced. */
  editing: boolean;
  input: ReplyInput;
}

export function useSaveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, editing, input }: ReplyVariables) =>
      editing ? ownerApi.put<Review>(replyPath(reviewId), input) : ownerApi.post<Review>(replyPath(reviewId), input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.listings }),
  });
}

export function useRemoveReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => ownerApi.delete(replyPath(reviewId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.listings }),
  });
}
