// The owner's answer to a review, stored on the review's row.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { reviews } from '@server/db/schema';

/** The answer's columns a create, edit or removal writes. */
export type OwnerReplyColumns = Partial<Pick<typeof reviews.$inferInsert, 'ownerReply' | 'ownerReplyAt' | 'ownerReplyUpdatedAt'>>;

/** The review, locked until the transaction ends; undefined when there is none. */
export async function lockReview(tx: Tx, reviewId: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  return row;
}

/** Writes the answer's columns; answers the updated review. */
export async function setOwnerReply(tx: Tx, reviewId: number, set: OwnerReplyColumns) {
  const [updated] = await tx.update(reviews).set(set).where(eq(reviews.id, reviewId)).returning();
  return updated!;
}
