// GET /api/reviews/recent: the newest reviews across the directory, each with its business, for the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentReviewList } from '@shared/schemas/review';
import { apiGet } from '@web/lib/api-client';

/** Two rows of three on wide screens. */
export const HOME_REVIEWS = 6;

export function recentReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'reviews', HOME_REVIEWS] as const,
    queryFn: ({ signal, client }) => apiGet<RecentReviewList>(`/reviews/recent?limit=${HOME_REVIEWS}`, { signal, client }),
  });
}

export const useRecentReviews = () => useQuery(recentReviewsQueryOptions());
