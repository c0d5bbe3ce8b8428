// Review logic: the page a business's reviews are read from, and posting one under the spam rules.
import { createHash } from 'node:crypto';
import type { Review, ReviewInput, ReviewListQuery, ReviewPage } from '@shared/schemas/review';
import type { Db, Tx } from '@server/db/client';
import type { HoldReason } from '@server/db/schema';
import { HttpError, notFound } from '@server/http-error';
import { findApprovedListing } from '../listings';
import { ratingDistribution } from './rating-distribution';
import { holdReason } from './burst-rule';
import { countHeldBySender, hasHeldReviews, heldHasSameContent, holdBurst, reviewActivity, startBurst } from './held-reviews.repo';
import {
  countRecentBySender,
  hasSameContent,
  insertReview,
  listReviews,
  lockBusinessReviews,
  normalizeContent,
  ratingCounts,
  senderSalt,
  toPublicReview,
} from './reviews.repo';

export const BUSINESS_NOT_FOUND = 'Business Not Found';
/** Reviews one address may post for one business within the window. */
export const PER_BUSINESS_LIMIT = 5;
/** Reviews one address may post across the whole site within the window. */
export const OVERALL_LIMIT = 30;
export const LIMIT_WINDOW_MS = 60 * 60 * 1000;

export const SPAM_MESSAGES = {
  perBusiness: `You can post up to ${PER_BUSINESS_LIMIT} reviews an hour for one business. Please try again later.`,
  overall: `You can post up to ${OVERALL_LIMIT} reviews an hour. Please try again later.`,
  duplicate: 'This review has already been posted for this business.',
} as const;

export async function reviewPage(db: Db, businessId: number, query: ReviewListQuery): Promise<ReviewPage> {
  const business = await findApprovedListing(db, businessId);
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  const [counts, rows, checking] = await Promise.all([
    ratingCounts(db, businessId),
    listReviews(db, businessId, query.sort, query.limit + 1, query.offset),
    hasHeldReviews(db, businessId),
  ]);
  let count = 0;
  let sum = 0;
  for (const [rating, n] of counts) {
    count += n;
    sum += rating * n;
  }
  return {
    business: { id: business.id, businessName: business.businessName },
    summary: {
      count,
      // Integer maths, so halves round up exactly as Postgres's round() does for the cards.
      average: count ? Math.round((sum * 10) / count) / 10 : 0,
      distribution: ratingDistribution(counts),
    },
    items: rows.slice(0, query.limit).map(toPublicReview),
    hasMore: rows.length > query.limit,
    checking,
  };
}

const salts = new WeakMap<Db, Promise<string>>();

/** A salted hash of the sender's address: enough to count their posts, never the address itself. */
export async function hashSender(db: Db, address: string): Promise<string> {
  let cached = salts.get(db);
  if (!cached) {
    cached = senderSalt(db).catch((error: unknown) => {
      salts.delete(db);
      throw error;
    });
    salts.set(db, cached);
  }
  const salt = await cached;
  return createHash('sha256').update(`${salt}:${address}`).digest('hex');
}

/** Runs in the review's transaction once it is published (the owner's notice is queued with it). */
export type AfterReview = (tx: Tx, business: { id: number; businessName: string }, review: Review) => Promise<void>;
/** Runs in the review's transaction when a burst begins to be held on the listing: once per burst. */
export type AfterBurst = (tx: Tx, business: { id: number; businessName: string }) => Promise<void>;

/**
 * Posts a review under the spam rules, then publishes it at once, or holds it for staff when its listing is
 * receiving a burst (burst-rule.ts): the burst's reviews published so far are then held with it, so staff
 * look at it as a whole. The check and the insert run with the listing's reviews locked, so two posts at once
 * cannot both slip through.
 */
export async function postReview(
  db: Db,
  businessId: number,
  input: ReviewInput,
  senderAddress: string,
  after?: AfterReview,
  afterBurst?: AfterBurst,
): Promise<{ review: Review; status: 'published' | 'held'; heldBecause: HoldReason | null }> {
  const business = await findApprovedListing(db, businessId);
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  const senderHash = await hashSender(db, senderAddress);
  return db.transaction(async (tx) => {
    await lockBusinessReviews(tx, businessId);
    const since = new Date(Date.now() - LIMIT_WINDOW_MS);
    const sent = async (scope: number | null) =>
      (await countRecentBySender(tx, senderHash, since, scope)) + (await countHeldBySender(tx, senderHash, since, scope));
    if ((await sent(businessId)) >= PER_BUSINESS_LIMIT) {
      throw new HttpError(429, SPAM_MESSAGES.perBusiness);
    }
    if ((await sent(null)) >= OVERALL_LIMIT) {
      throw new HttpError(429, SPAM_MESSAGES.overall);
    }
    if ((await hasSameContent(tx, businessId, input.content)) || (await heldHasSameContent(tx, businessId, normalizeContent(input.content)))) {
      throw new HttpError(409, SPAM_MESSAGES.duplicate, { content: SPAM_MESSAGES.duplicate });
    }
    const review = toPublicReview(await insertReview(tx, { businessId, ...input, senderHash }));
    const reason = holdReason({ ...(await reviewActivity(tx, businessId)), rating: input.rating });
    if (reason) {
      const moved = await holdBurst(tx, businessId, reason, review.id);
      const held = moved.find((row) => row.newReview);
      // One low rating held after an ownership attribute was added is no burst: the owner is not e-mailed.
      if (reason !== 'new_ownership' && (await startBurst(tx, businessId))) await afterBurst?.(tx, business);
      return { review: { ...review, id: held?.id ?? review.id }, status: 'held' as const, heldBecause: reason };
    }
    await after?.(tx, business, review);
    return { review, status: 'published' as const, heldBecause: null };
  });
}
