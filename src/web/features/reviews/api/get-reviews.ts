// GET /api/listings/:id/reviews: a business's name, rating summary and reviews, sorted, 20 at a time.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type ReviewSort } from '@shared/reference/reviews';
import type { ReviewPage } from '@shared/schemas/review';
import { offsetPageRequests } from '@web/lib/offset-page-query';

export const reviewKeys = {
  all: ['reviews'] as const,
  business: (businessId: number) => [...reviewKeys.all, businessId] as const,
  list: (businessId: number, sort: ReviewSort) => [...reviewKeys.business(businessId), sort] as const,
};

export function reviewsQueryOptions(businessId: number, sort: ReviewSort) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(businessId, sort),
    ...offsetPageRequests<ReviewPage>(`/listings/${businessId}/reviews`, { sort }, REVIEWS_PAGE_SIZE),
    // Changing the sort keeps the summary and old list on screen until the new order arrives (same business only).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === businessId ? keepPreviousData(previous) : undefined),
  });
}

export function useReviews(businessId: number, sort: ReviewSort, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...reviewsQueryOptions(businessId, sort), enabled: options.enabled ?? true });
}
