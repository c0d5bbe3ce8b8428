// SQL for published articles: a category's list with the keyword search and location filter
// (the same rule as src/shared/article-filter.ts, applied in the database), the state a post's location
// or address lies in (src/shared/place-state.ts), and one article.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { locationTerm, searchTerm } from '@shared/article-filter';
import { statePlacePattern } from '@shared/place-state';
import type { StateCode } from '@shared/reference/states';
import type { ArticleCategory } from '@shared/reference';
import type { DbOrTx } from '@server/db/client';
import { blogs } from '@server/db/schema';

export type BlogRow = typeof blogs.$inferSelect;

export interface ArticleListOptions {
  category?: ArticleCategory;
  q?: string;
  location?: string;
  state?: StateCode;
  limit: number;
  offset: number;
}

/** The filter as SQL; position() takes the keyword literally, as the shared rule does. */
export function articleFilterSql(filter: { q?: string; location?: string }): SQL[] {
  const conditions: SQL[] = [];
  const term = searchTerm(filter.q);
  if (term) {
    conditions.push(sql`(
      position(${term} in lower(${blogs.title})) > 0
      or position(${term} in lower(${blogs.content})) > 0
      or exists (select 1 from unnest(${blogs.tags}) as tag(value) where position(${term} in lower(tag.value)) > 0)
    )`);
  }
  const place = locationTerm(filter.location);
  if (place) conditions.push(sql`(${blogs.location} is not null and position(${place} in lower(${blogs.location})) > 0)`);
  return conditions;
}

export async function listPublishedArticles(db: DbOrTx, options: ArticleListOptions): Promise<{ rows: BlogRow[]; hasMore: boolean }> {
  const conditions = [eq(blogs.status, 'published'), ...articleFilterSql(options)];
  if (options.category) conditions.push(eq(blogs.category, options.category));
  if (options.state) {
    const pattern = statePlacePattern(options.state);
    conditions.push(sql`(${blogs.location} ~* ${pattern} or ${blogs.address} ~* ${pattern})`);
  }
  const rows = await db
    .select()
    .from(blogs)
    .where(and(...conditions))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(options.limit + 1)
    .offset(options.offset);
  return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
}

/** The article with this id, only while it is published: what visitors may read of it. */
export const isPublishedArticle = (id: number) => and(eq(blogs.id, id), eq(blogs.status, 'published'));

export async function findPublishedArticle(db: DbOrTx, id: number): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(isPublishedArticle(id)).limit(1);
  return row;
}
