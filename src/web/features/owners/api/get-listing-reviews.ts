// GET /api/account/listings/:id/reviews: the older reviews of an owned listing, ten at a time, to answer.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@shared/schemas/review';
import { accountKeys } from './get-account-listings';
import { ownerApi } from './owner-session';
import { nextOffset } from '@web/lib/offset-pages';

const PAGE = 10;

/** Under the listings' key, so saving an answer (which refreshes the listings) refreshes these too. */
export const olderReviewsQuery = (listingId: number, after: number) =>
  infiniteQueryOptions({
    queryKey: [...accountKeys.listings, listingId, 'older-reviews', after] as const,
    initialPageParam: after,
    queryFn: ({ pageParam, signal }) => ownerApi.get<ReviewPage>(`/account/listings/${listingId}/reviews?offset=${pageParam}&limit=${PAGE}`, signal),
    getNextPageParam: nextOffset(PAGE, after),
  });

export function useOlderReviews(listingId: number, after: number, enabled: boolean) {
  return useInfiniteQuery({ ...olderReviewsQuery(listingId, after), enabled });
}
