// Reviews moderation: filtered, paged reviews with statistics of everything that matches, the
// businesses of the page with their overall rating, the business search picker, and deletion.
import { and, isNotNull, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PICKER_LIMIT, type AdminReviewsResponse, type AdminReviewSort } from '@shared/schemas/admin-reviews';
import type { DbOrTx } from '@server/db/client';
import { listings, listingSearch, reviews } from '@server/db/schema';
import { escapeLike } from '@server/db/like';
import { iso, likePattern } from './common';
import { averageRating, reviewCount } from '@server/features/reviews';

export interface ReviewFilter {
  q?: string;
  rating?: number;
  businessId?: number;
  sort: AdminReviewSort;
  limit: number;
  offset: number;
}

const ORDER: Record<AdminReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  business: [asc(sql`lower(${listings.businessName})`), asc(listings.id), desc(reviews.createdAt), desc(reviews.id)],
};

export async function listAdminReviews(db: DbOrTx, filter: ReviewFilter): Promise<AdminReviewsResponse> {
  const p = filter.q ? likePattern(filter.q) : undefined;
  const where = and(
    filter.rating ? eq(reviews.rating, filter.rating) : undefined,
    filter.businessId ? eq(reviews.businessId, filter.businessId) : undefined,
    p ? or(ilike(reviews.username, p), ilike(reviews.content, p), ilike(listings.businessName, p)) : undefined,
  );
  const [rows, [stats]] = await Promise.all([
    db
      .select({
        id: reviews.id,
        businessId: reviews.businessId,
        username: reviews.username,
        rating: reviews.rating,
        content: reviews.content,
        createdAt: reviews.createdAt,
        businessName: listings.businessName,
        listingNumber: listings.listingNumber,
        ownerReply: reviews.ownerReply,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.businessId))
      .where(where)
      .orderBy(...ORDER[filter.sort])
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({
        count: reviewCount,
        average: averageRating,
        businesses: sql<number>`count(distinct ${reviews.businessId})::int`,
        lastWeek: sql<number>`(count(*) filter (where ${reviews.createdAt} > now() - interval '7 days'))::int`,
        r1: sql<number>`(count(*) filter (where ${reviews.rating} = 1))::int`,
        r2: sql<number>`(count(*) filter (where ${reviews.rating} = 2))::int`,
        r3: sql<number>`(count(*) filter (where ${reviews.rating} = 3))::int`,
        r4: sql<number>`(count(*) filter (where ${reviews.rating} = 4))::int`,
        r5: sql<number>`(count(*) filter (where ${reviews.rating} = 5))::int`,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.businessId))
      .where(where),
  ]);
  const s = stats ?? { count: 0, average: 0, businesses: 0, lastWeek: 0, r1: 0, r2: 0, r3: 0, r4: 0, r5: 0 };
  const businessIds = [...new Set(rows.map((r) => r.businessId))];
  return {
    items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    total: s.count,
    stats: {
      count: s.count,
      average: s.average,
      businesses: s.businesses,
      lastWeek: s.lastWeek,
      distribution: { '1': s.r1, '2': s.r2, '3': s.r3, '4': s.r4, '5': s.r5 },
    },
    businesses: await businessSummaries(db, businessIds),
  };
}

async function businessSummaries(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: listings.id,
      businessName: listings.businessName,
      listingNumber: listings.listingNumber,
      count: reviewCount,
      average: averageRating,
    })
    .from(listings)
    .leftJoin(reviews, eq(reviews.businessId, listings.id))
    .where(inArray(listings.id, ids))
    .groupBy(listings.id);
}

/** Approved businesses whose name contains the text: names starting with it first. */
export async function searchBusinesses(db: DbOrTx, text: string) {
  // Folded as the search copy's names are (accents and case), so 'café' finds 'Cafe' and back.
  const folded = sql`search_fold(${escapeLike(text)})`;
  return db
    .select({ id: listings.id, businessName: listings.businessName, businessType: listings.businessType, listingNumber: listings.listingNumber })
    .from(listingSearch)
    .innerJoin(listings, eq(listings.id, listingSearch.id))
    .where(sql`${listingSearch.nameLc} like '%' || ${folded} || '%'`)
    .orderBy(sql`(${listingSearch.nameLc} like ${folded} || '%') desc`, asc(listingSearch.nameLc), asc(listings.id))
    .limit(PICKER_LIMIT);
}

export async function deleteReview(db: DbOrTx, id: number) {
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id, businessId: reviews.businessId });
  return row;
}

/** Deletes the owner's answer of a review, keeping the review. */
export async function deleteOwnerReply(db: DbOrTx, id: number) {
  const [row] = await db
    .update(reviews)
    .set({ ownerReply: null, ownerReplyAt: null, ownerReplyUpdatedAt: null })
    .where(and(eq(reviews.id, id), isNotNull(reviews.ownerReply)))
    .returning({ id: reviews.id, businessId: reviews.businessId });
  return row;
}
