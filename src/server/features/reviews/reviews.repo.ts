// SQL for reviews: one business's list and summary, the newest across the directory, the sender checks
// behind the spam rules, and the insert.
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { RecentReview, Review, ReviewSort } from '@shared/schemas/review';
import type { DbOrTx } from '@server/db/client';
import { listings, reviews } from '@server/db/schema';
import { appSecret } from '@server/auth/app-secret.repo';

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

export const publicColumns = {
  id: reviews.id,
  username: reviews.username,
  rating: reviews.rating,
  content: reviews.content,
  createdAt: reviews.createdAt,
  ownerReply: reviews.ownerReply,
  ownerReplyAt: reviews.ownerReplyAt,
  ownerReplyUpdatedAt: reviews.ownerReplyUpdatedAt,
};

type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

/** A stored review as the public API shows it, with the owner's answer when there is one. */
export function toPublicReview(row: ReviewRow): Review {
  return {
    id: row.id,
    username: row.username,
    rating: row.rating,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ownerReply:
      row.ownerReply && row.ownerReplyAt
        ? { body: row.ownerReply, createdAt: row.ownerReplyAt.toISOString(), updatedAt: row.ownerReplyUpdatedAt?.toISOString() ?? null }
        : null,
  };
}

export async function listReviews(db: DbOrTx, businessId: number, sort: ReviewSort, limit: number, offset: number) {
  return db
    .select(publicColumns)
    .from(reviews)
    .where(eq(reviews.businessId, businessId))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

/** The newest reviews of approved businesses, each with its business's id and name. */
export async function listRecentReviews(db: DbOrTx, limit: number): Promise<RecentReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      username: reviews.username,
      rating: reviews.rating,
      content: reviews.content,
      createdAt: reviews.createdAt,
      businessId: listings.id,
      businessName: listings.businessName,
    })
    .from(reviews)
    // The home page sends visitors only to businesses that are open.
    .innerJoin(listings, and(eq(listings.id, reviews.businessId), eq(listings.status, 'approved'), isNull(listings.closedAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(({ businessId, businessName, createdAt, ...review }) => ({
    ...review,
    createdAt: createdAt.toISOString(),
    business: { id: businessId, businessName },
  }));
}

/** Number of reviews per star rating for one business. */
export async function ratingCounts(db: DbOrTx, businessId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.businessId, businessId))
    .groupBy(reviews.rating);
  return new Map(rows.map((r) => [Number(r.rating), Number(r.count)]));
}

/**
 * Holds the business's review lock until the transaction ends, so the spam checks and the insert of
 * two simultaneous posts to one business run one after the other (across processes too).
 */
export async function lockBusinessReviews(tx: DbOrTx, businessId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${REVIEW_LOCK_SPACE}::int, ${businessId}::int)`);
}
const REVIEW_LOCK_SPACE = 7_301;

/** Reviews sent from one address since a moment: for one business, or anywhere when businessId is null. */
export async function countRecentBySender(db: DbOrTx, senderHash: string, since: Date, businessId: number | null) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.senderHash, senderHash), gte(reviews.createdAt, since), businessId === null ? undefined : eq(reviews.businessId, businessId)));
  return Number(row?.count ?? 0);
}

/** True when the business already has a review with this text, ignoring case and spacing. */
export async function hasSameContent(db: DbOrTx, businessId: number, content: string): Promise<boolean> {
  const normalized = normalizeContent(content);
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), sql`lower(regexp_replace(btrim(${reviews.content}), '\\s+', ' ', 'g')) = ${normalized}`))
    .limit(1);
  return row !== undefined;
}

export function normalizeContent(content: string): string {
  return content.trim().replace(/\s+/g, ' ').toLowerCase();
}

export async function insertReview(db: DbOrTx, values: { businessId: number; username: string; rating: number; content: string; senderHash: string | null }) {
  const [row] = await db.insert(reviews).values(values).returning(publicColumns);
  return row!;
}

const SALT_KEY = 'review_sender_salt';

/** The deployment's secret salt for sender hashes, shared by every process. */
export const senderSalt = (db: DbOrTx) => appSecret(db, SALT_KEY);
