// GET /api/listings/:id/reviews: a business's name, rating summary and reviews, sorted, 20 at a time.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type ReviewSort } from '@shared/reference/reviews';
import type { ReviewPage } from '@shared/schemas/review';
import { apiGet, withQuery } from '@web/lib/api-client';
import { nextOffset } from '@web/lib/offset-pages';

export const reviewKeys = {
  all: ['reviews'] as const,
  business: (businessId: number) => [...reviewKeys.all, businessId] as const,
  list: (businessId: number, sort: ReviewSort) => [...reviewKeys.business(businessId), sort] as const,
};

export function getReviews(businessId: number, sort: ReviewSort, offset: number, signal?: AbortSignal): Promise<ReviewPage> {
  return apiGet<ReviewPage>(withQuery(`/listings/${businessId}/reviews`, { sort, limit: REVIEWS_PAGE_SIZE, offset }), { signal });
}

export function reviewsQueryOptions(businessId: number, sort: ReviewSort) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(businessId, sort),
    queryFn: ({ pageParam, signal }) => getReviews(businessId, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(REVIEWS_PAGE_SIZE),
    // Changing the sort keeps the summary and old list on screen until the new order arrives (same business only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === businessId ? keepPreviousData(previous) : undefined),
  });
}

export function useReviews(businessId: number, sort: ReviewSort, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...reviewsQueryOptions(businessId, sort), enabled: options.enabled ?? true });
}
