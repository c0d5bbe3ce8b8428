// The head of a business's pages (/business/:id and its reviews): title, description, first photo and
// its schema.org LocalBusiness with the newest reviews.
import type { QueryClient } from '@tanstack/react-query';
import type { PageHead } from '@shared/page-render';
import type { ListingCard } from '@shared/schemas/listing';
import type { Review } from '@shared/schemas/review';
import { localBusinessJsonLd } from '@shared/seo/structured-data';
import type { PageContext } from '@web/app/page-handle';
import { descriptionOf, titleOf } from '@web/lib/page-head';
import { absoluteUrl, paths } from '@shared/paths';
import { newestReviewsQueryOptions } from '../api/get-newest-reviews';

/** The newest reviews: the business page shows them, and its structured data names them. */
export function prefetchNewestReviews(queryClient: QueryClient, id: number) {
  return queryClient.prefetchQuery(newestReviewsQueryOptions(id));
}

export function newestReviews(queryClient: QueryClient, id: number): Review[] {
  return queryClient.getQueryData(newestReviewsQueryOptions(id).queryKey)?.items ?? [];
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
