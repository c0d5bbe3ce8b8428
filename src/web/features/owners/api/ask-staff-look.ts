// POST /api/account/reviews/:id/look: the verified owner asks staff to look at a review of their listing,
// once per review; staff's answer comes by e-mail.
import { useMutation } from '@tanstack/react-query';
import type { OwnerLookInput } from '@shared/schemas/report';
import { ownerApi } from './owner-session';

export function useAskStaffToLook() {
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: number; input: OwnerLookInput }) =>
      ownerApi.post<{ received: true }>(`/account/reviews/${reviewId}/look`, input),
  });
}
