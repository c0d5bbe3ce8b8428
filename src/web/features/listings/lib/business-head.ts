// The head of a business's pages (/business/:id and its reviews): title, description, first photo and
// its schema.org LocalBusiness with the newest reviews.
import type { QueryClient } from '@tanstack/react-query';
import type { PageHead } from '@shared/page-render';
import type { ListingCard } from '@shared/schemas/listing';
import { REVIEW_SORTS } from '@shared/reference/reviews';
import type { Review, ReviewPage } from '@shared/schemas/review';
import { localBusinessJsonLd } from '@shared/seo/structured-data';
import { HEAD_ONLY_KEY, type PageContext } from '@web/app/page-handle';
import { apiGet, withQuery } from '@web/lib/api-client';
import { descriptionOf, titleOf } from '@web/lib/page-head';
import { absoluteUrl, paths } from '@shared/paths';

const newestReviewsKey = (id: number) => [HEAD_ONLY_KEY, 'reviews', id] as const;

/** The newest reviews for the structured data only (the business page itself does not list them). */
export function prefetchNewestReviews(queryClient: QueryClient, id: number) {
  return queryClient.prefetchQuery({
    queryKey: newestReviewsKey(id),
    queryFn: ({ client }) =>
      apiGet<ReviewPage>(withQuery(`/listings/${id}/reviews`, { sort: REVIEW_SORTS[0], limit: 5 }), { client }).then((page) => page.items),
  });
}

export function newestReviews(queryClient: QueryClient, id: number): Review[] {
  return queryClient.getQueryData<Review[]>(newestReviewsKey(id)) ?? [];
}

/** Either business page for an id no approved listing has. */
export const BUSINESS_NOT_FOUND_HEAD = { status: 404, noindex: true, title: titleOf('Business Not Found') };

/** One entity for both pages: its @id is the business page's address. */
export function businessHead(listing: ListingCard, reviews: Review[], context: Pick<PageContext, 'siteUrl'>): Partial<PageHead> {
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  return {
    title: titleOf(listing.businessName),
    description: descriptionOf(listing.description || `${listing.businessType}${place ? ` in ${place}` : ''}`),
    image: listing.businessPhotos[0] ?? null,
    type: 'business.business',
    jsonLd: [localBusinessJsonLd(listing, { pageUrl: absoluteUrl(context.siteUrl, paths.business(listing.id)), siteUrl: context.siteUrl, reviews })],
  };
}
