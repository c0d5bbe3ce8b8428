// SQL for held reviews: a listing's recent review activity for the burst rule, moving reviews into and out of
// `held_reviews`, and the staff view of what is held, grouped by listing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { heldReviews, listings, reviewChecks, reviews, type HoldReason } from '@server/db/schema';
import { publicColumns } from './reviews.repo';
import { OWNERSHIP_KEYS } from '@shared/reference/attributes';
import { BASELINE_DAYS, BURST_WINDOW_HOURS, LOW_RATING_MAX, LOW_WINDOW_HOURS, NEW_OWNERSHIP_DAYS, type ReviewActivity } from './burst-rule';

const HOUR_MS = 60 * 60 * 1000;

/** Since when the rule counts a listing's recent reviews: the window, or staff's last look if later. */
const checkedSince = (businessId: number) => sql`coalesce((select checked_at from review_checks where listing_id = ${businessId}), '-infinity'::timestamptz)`;

/** The listing's reviews, published and held, in the rule's windows (see burst-rule.ts). */
export async function reviewActivity(db: DbOrTx, businessId: number, now = new Date()): Promise<Omit<ReviewActivity, 'rating'>> {
  const ownershipSince = new Date(now.getTime() - NEW_OWNERSHIP_DAYS * 24 * HOUR_MS).toISOString();
  const dayStart = new Date(now.getTime() - BURST_WINDOW_HOURS * HOUR_MS).toISOString();
  const lowStart = new Date(now.getTime() - LOW_WINDOW_HOURS * HOUR_MS).toISOString();
  const baselineStart = new Date(now.getTime() - (BURST_WINDOW_HOURS + BASELINE_DAYS * 24) * HOUR_MS).toISOString();
  const result = await db.execute<{
    last_day: number;
    last_day_senders: number;
    baseline: number;
    low_recent: number;
    low_recent_senders: number;
    ownership_added: boolean;
  }>(sql`
    with recent as (
      select rating, sender_hash, created_at from reviews where business_id = ${businessId} and created_at > ${baselineStart}::timestamptz
      union all
      select rating, sender_hash, created_at from held_reviews where business_id = ${businessId} and created_at > ${baselineStart}::timestamptz
    ), checked as (select ${checkedSince(businessId)} as at)
    select
      count(*) filter (where created_at > ${dayStart}::timestamptz and created_at > checked.at)::int as last_day,
      count(distinct sender_hash) filter (where created_at > ${dayStart}::timestamptz and created_at > checked.at)::int as last_day_senders,
      count(*) filter (where created_at <= ${dayStart}::timestamptz)::int as baseline,
      count(*) filter (where created_at > ${lowStart}::timestamptz and created_at > checked.at and rating <= ${LOW_RATING_MAX})::int as low_recent,
      count(distinct sender_hash) filter (where created_at > ${lowStart}::timestamptz and created_at > checked.at and rating <= ${LOW_RATING_MAX})::int as low_recent_senders,
      exists (
        select 1 from listing_attribute_marks
        where listing_id = ${businessId} and attribute = any(${sql.param(OWNERSHIP_KEYS)}::text[]) and added_at > ${ownershipSince}::timestamptz
      ) as ownership_added
    from recent, checked`);
  const row = result.rows[0]!;
  return {
    lastDay: Number(row.last_day),
    lastDaySenders: Number(row.last_day_senders),
    baseline: Number(row.baseline),
    lowRecent: Number(row.low_recent),
    lowRecentSenders: Number(row.low_recent_senders),
    ownershipAddedRecently: Boolean(row.ownership_added),
  };
}

/**
 * Moves the listing's reviews that belong to the burst from `reviews` into `held_reviews`: every review of the
 * window since staff last looked, or only its low ratings; `newReviewId` (just posted) always goes with them.
 * Answers the ids the moved reviews have now, with whether the new review was among them.
 */
export async function holdBurst(db: DbOrTx, businessId: number, reason: HoldReason, newReviewId: number, now = new Date()) {
  // A low rating after an ownership attribute was added is held alone.
  const hours = reason === 'burst' ? BURST_WINDOW_HOURS : reason === 'low_ratings' ? LOW_WINDOW_HOURS : 0;
  const since = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const lowOnly = reason === 'low_ratings' ? sql`and rating <= ${LOW_RATING_MAX}` : sql``;
  const result = await db.execute<{ id: number; new_review: boolean }>(sql`
    with moved as (
      delete from reviews
      where business_id = ${businessId}
        and (id = ${newReviewId} or (created_at > ${since}::timestamptz and created_at > ${checkedSince(businessId)} ${lowOnly}))
      returning *
    )
    insert into held_reviews (business_id, username, rating, content, sender_hash, created_at, owner_reply, owner_reply_at, owner_reply_updated_at, reason, held_at, was_published)
    select business_id, username, rating, content, sender_hash, created_at, owner_reply, owner_reply_at, owner_reply_updated_at, ${reason}, ${now.toISOString()}::timestamptz, id <> ${newReviewId}
    from moved
    returning id, not was_published as new_review`);
  return result.rows.map((row) => ({ id: Number(row.id), newReview: Boolean(row.new_review) }));
}

/** Notes that a burst began on the listing now; true when none was open (its owner is then told, once). */
export async function startBurst(db: DbOrTx, businessId: number, now = new Date()): Promise<boolean> {
  const result = await db.execute<{ listing_id: number }>(sql`
    insert into review_checks as checks (listing_id, burst_at) values (${businessId}, ${now.toISOString()}::timestamptz)
    on conflict (listing_id) do update set burst_at = excluded.burst_at where checks.burst_at is null
    returning checks.listing_id`);
  return result.rows.length > 0;
}

/** Staff have looked at the listing's held reviews: what came before now no longer counts towards a burst. */
export async function markChecked(db: DbOrTx, businessId: number, now = new Date()) {
  const open = await countHeld(db, businessId);
  await db
    .insert(reviewChecks)
    .values({ listingId: businessId, checkedAt: now, burstAt: null })
    .onConflictDoUpdate({ target: reviewChecks.listingId, set: { checkedAt: now, ...(open ? {} : { burstAt: null }) } });
}

export async function countHeld(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(heldReviews)
    .where(eq(heldReviews.businessId, businessId));
  return Number(row?.count ?? 0);
}

/** True when some of the listing's recent reviews are being checked by staff. */
export async function hasHeldReviews(db: DbOrTx, businessId: number) {
  const [row] = await db.select({ id: heldReviews.id }).from(heldReviews).where(eq(heldReviews.businessId, businessId)).limit(1);
  return row !== undefined;
}

/** Held reviews sent from one address since a moment: for one business, or anywhere when businessId is null. */
export async function countHeldBySender(db: DbOrTx, senderHash: string, since: Date, businessId: number | null) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(heldReviews)
    .where(
      and(
        eq(heldReviews.senderHash, senderHash),
        sql`${heldReviews.createdAt} >= ${since.toISOString()}::timestamptz`,
        businessId === null ? undefined : eq(heldReviews.businessId, businessId),
      ),
    );
  return Number(row?.count ?? 0);
}

/** True when a held review of the business has this text (normalized as reviews.repo's normalizeContent). */
export async function heldHasSameContent(db: DbOrTx, businessId: number, normalized: string) {
  const [row] = await db
    .select({ id: heldReviews.id })
    .from(heldReviews)
    .where(and(eq(heldReviews.businessId, businessId), sql`lower(regexp_replace(btrim(${heldReviews.content}), '\\s+', ' ', 'g')) = ${normalized}`))
    .limit(1);
  return row !== undefined;
}

/** The listing's held reviews chosen by id (all of them when ids is undefined). */
const chosen = (businessId: number, ids: number[] | undefined) =>
  and(eq(heldReviews.businessId, businessId), ids ? inArray(heldReviews.id, ids.length ? ids : [-1]) : undefined);

/**
 * Publishes held reviews: moves them into `reviews` with their created_at (run with the listing's reviews
 * locked). Answers the published reviews, each with whether it had been published before the burst was noticed.
 */
export async function publishHeld(db: DbOrTx, businessId: number, ids: number[] | undefined) {
  const held = await db.delete(heldReviews).where(chosen(businessId, ids)).returning();
  held.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const published = [];
  // One at a time: each returned row is then surely its held row's.
  for (const row of held) {
    const [review] = await db
      .insert(reviews)
      .values({
        businessId: row.businessId,
        username: row.username,
        rating: row.rating,
        content: row.content,
        senderHash: row.senderHash,
        createdAt: row.createdAt,
        ownerReply: row.ownerReply,
        ownerReplyAt: row.ownerReplyAt,
        ownerReplyUpdatedAt: row.ownerReplyUpdatedAt,
      })
      .returning(publicColumns);
    published.push({ review: review!, wasPublished: row.wasPublished });
  }
  return published;
}

/** Removes held reviews for good. Answers how many went. */
export async function removeHeld(db: DbOrTx, businessId: number, ids: number[] | undefined) {
  const rows = await db.delete(heldReviews).where(chosen(businessId, ids)).returning({ id: heldReviews.id });
  return rows.length;
}

/** Every held review with its listing, listings with the newest burst first, each listing's reviews oldest first. */
export async function listHeld(db: DbOrTx) {
  const [rows, seen] = await Promise.all([
    db
      .select({
        id: heldReviews.id,
        businessId: heldReviews.businessId,
        businessName: listings.businessName,
        listingNumber: listings.listingNumber,
        username: heldReviews.username,
        rating: heldReviews.rating,
        content: heldReviews.content,
        createdAt: heldReviews.createdAt,
        heldAt: heldReviews.heldAt,
        reason: heldReviews.reason,
        wasPublished: heldReviews.wasPublished,
      })
      .from(heldReviews)
      .innerJoin(listings, eq(listings.id, heldReviews.businessId))
      .orderBy(asc(heldReviews.businessId), asc(heldReviews.createdAt), asc(heldReviews.id)),
    heldFromSeenSenders(db),
  ]);
  return rows.map((row) => ({ ...row, rating: Number(row.rating), newSender: !seen.has(row.id) }));
}

/**
 * The held reviews whose sender was seen in a review (of any listing) before their listing's burst began. Two
 * semi-joins, so each table is read once whatever the number of held reviews (reviews.sender_hash has no index).
 */
async function heldFromSeenSenders(db: DbOrTx): Promise<Set<number>> {
  const result = await db.execute<{ id: number }>(sql`
    with held as (
      select id, sender_hash, min(created_at) over (partition by business_id) as burst_start from held_reviews where sender_hash is not null
    )
    select held.id from held where exists (select 1 from reviews seen where seen.sender_hash = held.sender_hash and seen.created_at < held.burst_start)
    union
    select held.id from held where exists (select 1 from held_reviews seen where seen.sender_hash = held.sender_hash and seen.created_at < held.burst_start)`);
  return new Set(result.rows.map((row) => Number(row.id)));
}

export async function countAllHeld(db: DbOrTx) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(heldReviews);
  return Number(row?.count ?? 0);
}

/** The listing's id and name, whatever its status (held reviews outlive an approval). */
export async function findListingName(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: listings.id, businessName: listings.businessName }).from(listings).where(eq(listings.id, id));
  return row;
}
