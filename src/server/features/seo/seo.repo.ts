// SQL for the sitemap: only what the public can open (approved listings and events, published articles),
// with the date each page last changed.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { blogs, events, listings, reviews } from '@server/db/schema';

export interface SitemapListingRow {
  id: number;
  /** The newest of its last edit, its approval and its newest review: all show on its page. */
  lastModified: Date;
  hasReviews: boolean;
}

export interface SitemapArticleRow {
  id: number;
  category: string;
  lastModified: Date;
}

export async function listSitemapListings(db: DbOrTx): Promise<SitemapListingRow[]> {
  // Read through the (business_id, created_at) index, one look-up per listing.
  const newestReview = sql`(select max(${reviews.createdAt}) from ${reviews} where ${reviews.businessId} = ${listings.id})`;
  return (
    db
      .select({
        id: listings.id,
        lastModified: sql`greatest(${listings.updatedAt}, ${listings.approvedAt}, ${newestReview})`.mapWith(listings.updatedAt),
        hasReviews: sql<boolean>`${newestReview} is not null`,
      })
      .from(listings)
      // A closed business's page answers 410: it is left out with the listings that are not public.
      .where(and(eq(listings.status, 'approved'), isNull(listings.closedAt)))
      .orderBy(asc(listings.id))
  );
}

export async function listSitemapArticles(db: DbOrTx): Promise<SitemapArticleRow[]> {
  return db
    .select({
      id: blogs.id,
      category: blogs.category,
      lastModified: sql`greatest(${blogs.updatedAt}, ${blogs.createdAt})`.mapWith(blogs.updatedAt),
    })
    .from(blogs)
    .where(eq(blogs.status, 'published'))
    .orderBy(asc(blogs.id));
}

export interface SitemapEventRow {
  id: number;
  lastModified: Date;
}

/** Every approved event, past ones too: their pages stay open (saying the event has ended). */
export async function listSitemapEvents(db: DbOrTx): Promise<SitemapEventRow[]> {
  return db.select({ id: events.id, lastModified: events.updatedAt }).from(events).where(eq(events.status, 'approved')).orderBy(asc(events.id));
}
