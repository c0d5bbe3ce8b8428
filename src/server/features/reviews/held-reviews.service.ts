// Staff's side of held reviews: the bursts grouped by listing with their summary, and publishing (moved into
// the published reviews, as if posted then) or removing them, all of a listing's or the chosen ones.
import type { HeldBurst, HeldDecision, HeldDecisionResult, HeldReviewsResponse } from '@shared/schemas/held-reviews';
import type { Review } from '@shared/schemas/review';
import type { Db, Tx } from '@server/db/client';
import { notFound } from '@server/http-error';
import { findListingName, listHeld, markChecked, publishHeld, removeHeld } from './held-reviews.repo';
import { lockBusinessReviews, toPublicReview } from './reviews.repo';

const HOUR_MS = 60 * 60 * 1000;

export async function heldReviewBursts(db: Db): Promise<HeldReviewsResponse> {
  const rows = await listHeld(db);
  const byListing = new Map<number, typeof rows>();
  for (const row of rows) byListing.set(row.businessId, [...(byListing.get(row.businessId) ?? []), row]);
  const bursts: HeldBurst[] = [...byListing.values()].map((held) => {
    const first = held[0]!;
    const perHour = new Map<number, number>();
    for (const row of held) {
      const hour = Math.floor(row.createdAt.getTime() / HOUR_MS) * HOUR_MS;
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    }
    const fromNew = held.filter((row) => row.newSender).length;
    return {
      businessId: first.businessId,
      businessName: first.businessName,
      listingNumber: first.listingNumber,
      firstAt: first.createdAt.toISOString(),
      heldAt: new Date(Math.min(...held.map((row) => row.heldAt.getTime()))).toISOString(),
      perHour: [...perHour].sort(([a], [b]) => a - b).map(([hour, count]) => ({ hour: new Date(hour).toISOString(), count })),
      ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: held.filter((row) => row.rating === rating).length })),
      newSenderPercent: Math.round((fromNew * 100) / held.length),
      items: held.map((row) => ({
        id: row.id,
        username: row.username,
        rating: row.rating,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        reason: row.reason,
        wasPublished: row.wasPublished,
        newSender: row.newSender,
      })),
    };
  });
  // The newest burst first.
  bursts.sort((a, b) => b.heldAt.localeCompare(a.heldAt) || a.businessId - b.businessId);
  return { total: rows.length, bursts };
}

/** Runs in the decision's transaction for each review published that had never been (its owner's notice). */
export type AfterPublish = (tx: Tx, business: { id: number; businessName: string }, review: Review) => Promise<void>;

export async function decideHeldReviews(db: Db, decision: HeldDecision, afterPublish?: AfterPublish): Promise<HeldDecisionResult> {
  const business = await findListingName(db, decision.businessId);
  if (!business) throw notFound('Business not found');
  return db.transaction(async (tx) => {
    await lockBusinessReviews(tx, decision.businessId);
    let published = 0;
    let removed = 0;
    if (decision.action === 'publish') {
      const rows = await publishHeld(tx, decision.businessId, decision.ids);
      for (const { review, wasPublished } of rows) {
        if (!wasPublished) await afterPublish?.(tx, business, toPublicReview(review));
      }
      published = rows.length;
    } else {
      removed = await removeHeld(tx, decision.businessId, decision.ids);
    }
    if (published + removed === 0) throw notFound('These reviews are no longer held.');
    await markChecked(tx, decision.businessId);
    return { published, removed };
  });
}
