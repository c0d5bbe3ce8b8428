// GET /api/listings/:id: one approved listing with its rating summary, for the business detail page.
import type { ListingCard } from '@shared/schemas/listing';
import { recordQuery } from '@web/lib/record-query';

export const listingKeys = {
  all: ['listings'] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
  newBusinesses: ['listings', 'new'] as const,
};

const listing = recordQuery<ListingCard>(listingKeys.detail, (id) => `/listings/${id}`);
export const listingQueryOptions = listing.options;
export const useListing = listing.useRecord;
