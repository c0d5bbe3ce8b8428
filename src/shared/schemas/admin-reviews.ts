// The dashboard's review moderation: filters, the reviews with their businesses and statistics, and the
// business picker.
import { z } from 'zod';
import { adminPaging } from './admin-requests';
import { listingRefSchema, ratingSummarySchema } from './listing';
import { reviewSchema } from './review';
import { boundedString } from './text';

/** The dashboard's review orders: the public ones (reference/reviews.ts) and by business. */
export const ADMIN_REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'business'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];

export const adminReviewsQuerySchema = z.object({
  ...adminPaging,
  q: boundedString(100, 'Search text is limited to 100 characters').optional(),
  rating: z.coerce.number().int().min(1, 'Ratings are 1 to 5').max(5, 'Ratings are 1 to 5').optional(),
  businessId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(ADMIN_REVIEW_SORTS).default('newest'),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

/** A business of the page's reviews, with the count and average of every review of it, whatever the filters. */
export const reviewBusinessSchema = listingRefSchema.extend(ratingSummarySchema.shape);

/** A review as staff see it: the public review with its business. */
export const adminReviewSchema = reviewSchema.extend({
  businessId: z.number().int(),
  businessName: z.string(),
  listingNumber: z.string(),
  /** The verified owner's public answer, only its text: staff can delete it on its own. */
  ownerReply: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewStatsSchema = z.object({
  count: z.number().int(),
  average: z.number(),
  businesses: z.number().int(),
  lastWeek: z.number().int(),
  /** Reviews per star rating, 1 to 5. */
  distribution: z.record(z.string(), z.number().int()),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

export const adminReviewsResponseSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  /** Statistics of every review matching the filters (not only this page). */
  stats: reviewStatsSchema,
  /** The businesses of this page's reviews, with their overall count and average. */
  businesses: z.array(reviewBusinessSchema),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

export const PICKER_MIN_CHARS = 2;
export const PICKER_LIMIT = 10;
export const listingPickerQuerySchema = z.object({
  q: boundedString(100).min(PICKER_MIN_CHARS, `Type at least ${PICKER_MIN_CHARS} characters`),
});
export const listingPickerItemSchema = listingRefSchema.extend({ businessType: z.string() });
export type ListingPickerItem = z.infer<typeof listingPickerItemSchema>;
export const listingPickerResponseSchema = z.object({ items: z.array(listingPickerItemSchema) });
export type ListingPickerResponse = z.infer<typeof listingPickerResponseSchema>;
