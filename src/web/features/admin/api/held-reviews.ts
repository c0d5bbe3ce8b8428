// GET /api/admin/held-reviews (the Held reviews tab) and POST /api/admin/held-reviews/decision: publish or
// remove a listing's held reviews, all or the chosen ones; each refreshes every admin list and the badges.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldDecision, HeldDecisionResult, HeldReviewsResponse } from '@shared/schemas/held-reviews';
import { adminApi, adminKeys, useAdminMutation } from './admin-client';

export const heldReviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'held-reviews'],
    queryFn: ({ signal }) => adminApi.get<HeldReviewsResponse>('/admin/held-reviews', signal),
  });

export const useHeldReviews = () => useQuery({ ...heldReviewsQueryOptions(), refetchOnWindowFocus: true });

export const useHeldDecision = () => useAdminMutation((decision: HeldDecision) => adminApi.post<HeldDecisionResult>('/admin/held-reviews/decision', decision));
