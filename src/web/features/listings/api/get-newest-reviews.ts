// GET /api/listings/:id/reviews, newest first and a few only: what the business page shows of its reviews
// and names in its structured data. Fetched with the listing on the server, so both render there.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_SORTS } from '@shared/reference/reviews';
import type { ReviewPage } from '@shared/schemas/review';
import { apiGet, withQuery } from '@web/lib/api-client';
import { listingKeys } from './get-listing';

/** As many as the structured data embeds; the page shows the first three. */
const NEWEST_REVIEWS_LIMIT = 5;

/** The newest reviews, and whether some recent ones are held for staff to check. */
export type NewestReviews = Pick<ReviewPage, 'items' | 'checking'>;

/** Under the listing's own key, so what refreshes the listing (a review posted) refreshes these too. */
export const newestReviewsKey = (id: number) => [...listingKeys.detail(id), 'newest-reviews'] as const;

export function newestReviewsQueryOptions(id: number) {
  return queryOptions({
    queryKey: newestReviewsKey(id),
    queryFn: ({ signal, client }): Promise<NewestReviews> =>
      apiGet<ReviewPage>(withQuery(`/listings/${id}/reviews`, { sort: REVIEW_SORTS[0], limit: NEWEST_REVIEWS_LIMIT }), { signal, client }).then(
        ({ items, checking }) => ({ items, checking }),
      ),
  });
}

export function useNewestReviews(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...newestReviewsQueryOptions(id), enabled });
}
