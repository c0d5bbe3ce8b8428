// Review rules and the reviews API's shapes: one schema for the dialog and the route.
import { z } from 'zod';
import { HOLD_REASONS } from './held-reviews';
import { boundedString } from './text';
import {
  USERNAME_MIN,
  USERNAME_MAX,
  CONTENT_MIN,
  CONTENT_MAX,
  RATING_MIN,
  RATING_MAX,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
} from '../reference/reviews';

export * from '../reference/reviews';

/** Letters (any alphabet, with accents), digits, plain spaces, dots, hyphens and underscores. */
const USERNAME_CHARS = /^[\p{L}\p{M}\p{N} ._-]+$/u;

export const reviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .refine((n) => n !== 0, { message: REVIEW_MESSAGES.rating, abort: true })
    .refine((n) => Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX, REVIEW_MESSAGES.ratingRange),
  username: boundedString(USERNAME_MAX, REVIEW_MESSAGES.usernameMax, { error: REVIEW_MESSAGES.usernameRequired })
    .min(1, REVIEW_MESSAGES.usernameRequired)
    .min(USERNAME_MIN, REVIEW_MESSAGES.usernameMin)
    .regex(USERNAME_CHARS, REVIEW_MESSAGES.usernameChars),
  content: boundedString(CONTENT_MAX, REVIEW_MESSAGES.contentMax, { error: REVIEW_MESSAGES.contentRequired })
    .min(1, REVIEW_MESSAGES.contentRequired)
    .min(CONTENT_MIN, REVIEW_MESSAGES.contentMin),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;
/** What the dialog's form holds before validation (no stars chosen yet = 0). */
export type ReviewFormValues = z.input<typeof reviewInputSchema>;

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { message: 'Sort must be newest, oldest, highest or lowest' }).default('newest'),
  limit: z.coerce.number().int().min(1).max(100, 'At most 100 reviews a page').default(REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, 'Offset cannot be negative').max(100_000).default(0),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** The verified owner's public answer to a review: 'Response from the owner'. */
export const ownerReplySchema = z.object({ body: z.string(), createdAt: z.string(), updatedAt: z.string().nullable() });
export type OwnerReply = z.infer<typeof ownerReplySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  rating: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  ownerReply: ownerReplySchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** POST /api/listings/:id/reviews: the review, and whether it is published or held for staff to check. */
export const REVIEW_STATUSES = ['published', 'held'] as const;
export const postedReviewSchema = reviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  /** Why a held review is held (its author is told in words); null when published. */
  heldBecause: z.enum(HOLD_REASONS).nullable(),
});
export type PostedReview = z.infer<typeof postedReviewSchema>;

export const distributionRowSchema = z.object({
  rating: z.number().int(),
  count: z.number().int(),
  /** Whole-number percentage; the five rows add up to 100 when there is at least one review. */
  percent: z.number().int(),
});
export type DistributionRow = z.infer<typeof distributionRowSchema>;

export const reviewSummarySchema = z.object({
  count: z.number().int(),
  /** One decimal; 0 when there are no reviews. */
  average: z.number(),
  /** Five rows, 5 stars first. */
  distribution: z.array(distributionRowSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewPageSchema = z.object({
  business: z.object({ id: z.number().int(), businessName: z.string() }),
  summary: reviewSummarySchema,
  items: z.array(reviewSchema),
  hasMore: z.boolean(),
  /** True while some of the listing's recent reviews are held for staff: 'Some recent reviews are being checked'. */
  checking: z.boolean(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The most recent reviews one request may ask for across the directory. */
export const RECENT_REVIEWS_MAX = 20;

/** GET /api/reviews/recent: the newest reviews of approved businesses, how many at most. */
export const recentReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_REVIEWS_MAX, `At most ${RECENT_REVIEWS_MAX} reviews`).default(6),
});

/** A review shown away from its business's page (the home page): the review and whose it is. */
export const recentReviewSchema = reviewSchema.omit({ ownerReply: true }).extend({
  business: z.object({ id: z.number().int(), businessName: z.string() }),
});
export type RecentReview = z.infer<typeof recentReviewSchema>;

export const recentReviewListSchema = z.object({ items: z.array(recentReviewSchema) });
export type RecentReviewList = z.infer<typeof recentReviewListSchema>;
