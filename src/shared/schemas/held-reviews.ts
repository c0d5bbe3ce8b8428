// The staff 'Held reviews' view: reviews held for a look, grouped by listing with the burst shown, and the
// bulk decision (publish or remove all of a listing's held reviews, or the chosen ones).
import { z } from 'zod';

export const HOLD_REASONS = ['burst', 'low_ratings', 'new_ownership'] as const;
export type HoldReasonName = (typeof HOLD_REASONS)[number];
export const HOLD_REASON_LABELS: Record<HoldReasonName, string> = {
  burst: 'Many reviews at once',
  low_ratings: 'Several low ratings within hours',
  new_ownership: 'Low rating soon after an ownership attribute was added',
};

export const heldReviewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  rating: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  reason: z.enum(HOLD_REASONS),
  /** Published before the burst was noticed, then held with it. */
  wasPublished: z.boolean(),
  /** Its sender's address was never seen in a review before the burst began. */
  newSender: z.boolean(),
});
export type HeldReview = z.infer<typeof heldReviewSchema>;

export const heldBurstSchema = z.object({
  businessId: z.number().int(),
  businessName: z.string(),
  listingNumber: z.string(),
  /** When its first held review was written, and when the listing's reviews were first held. */
  firstAt: z.string(),
  heldAt: z.string(),
  /** Held reviews per hour they were written in (the hour's start), oldest first. */
  perHour: z.array(z.object({ hour: z.string(), count: z.number().int() })),
  /** Held reviews per star rating, 5 stars first. */
  ratings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  /** Whole-number percentage of the held reviews sent from addresses never seen in a review before. */
  newSenderPercent: z.number().int(),
  items: z.array(heldReviewSchema),
});
export type HeldBurst = z.infer<typeof heldBurstSchema>;

export const heldReviewsResponseSchema = z.object({ total: z.number().int(), bursts: z.array(heldBurstSchema) });
export type HeldReviewsResponse = z.infer<typeof heldReviewsResponseSchema>;

export const HELD_DECISIONS = ['publish', 'remove'] as const;
export const heldDecisionSchema = z.object({
  action: z.enum(HELD_DECISIONS, { message: 'Choose publish or remove' }),
  businessId: z.number().int().positive().max(2_147_483_647),
  /** The chosen held reviews of that listing; all of them when left out. */
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500).optional(),
});
export type HeldDecision = z.infer<typeof heldDecisionSchema>;

export const heldDecisionResultSchema = z.object({ published: z.number().int(), removed: z.number().int() });
export type HeldDecisionResult = z.infer<typeof heldDecisionResultSchema>;
