// The owner's public answer to a review of their listing: one per review, which they can edit or remove.
import type { Review } from '@shared/schemas/review';
import type { Db } from '@server/db/client';
import { HttpError, notFound } from '@server/http-error';
import { ownsListing } from './ownership.repo';
import { lockReview, setOwnerReply } from './replies.repo';
import { toPublicReview } from '../reviews';

export const REVIEW_NOT_FOUND = 'Review not found';
export const ALREADY_ANSWERED = 'This review already has your answer. Edit it instead.';
export const NO_ANSWER = 'This review has no answer of yours to change.';

type ReplyAction = { kind: 'create'; body: string } | { kind: 'edit'; body: string } | { kind: 'remove' };

/** Answers, edits or removes; 404 for a review of another listing. Returns the review and its listing. */
export async function changeReply(db: Db, accountId: number, reviewId: number, action: ReplyAction): Promise<{ review: Review; businessId: number }> {
  return db.transaction(async (tx) => {
    const row = await lockReview(tx, reviewId);
    if (!row || !(await ownsListing(tx, accountId, row.businessId))) throw notFound(REVIEW_NOT_FOUND);
    if (action.kind === 'create' && row.ownerReply !== null) throw new HttpError(409, ALREADY_ANSWERED);
    if (action.kind !== 'create' && row.ownerReply === null) throw notFound(NO_ANSWER);
    const now = new Date();
    const set =
      action.kind === 'create'
        ? { ownerReply: action.body, ownerReplyAt: now, ownerReplyUpdatedAt: null }
        : action.kind === 'edit'
          ? { ownerReply: action.body, ownerReplyUpdatedAt: now }
          : { ownerReply: null, ownerReplyAt: null, ownerReplyUpdatedAt: null };
    const updated = await setOwnerReply(tx, reviewId, set);
    return { review: toPublicReview(updated), businessId: row.businessId };
  });
}
