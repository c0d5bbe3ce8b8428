// Blog posts (articles) the admins manage: list, create (published), edit, delete; and the category
// rule every new post gets (its excerpt and read time come from article-text.ts). Only Get Involved posts
// keep an organization panel.
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminBlog } from '@shared/schemas/admin-blogs';
import { ORGANIZATION_FIELDS, type OrganizationValues } from '@shared/schemas/organization-panel';
import { ADMIN_BLOG_CATEGORIES, ARTICLE_CATEGORIES, type ArticleCategory } from '@shared/reference';
import type { DbOrTx, Tx } from '@server/db/client';
import { blogs } from '@server/db/schema';
import { excerptOf, readTimeOf } from '@server/features/articles';
import { iso, likePattern } from './common';

type BlogRow = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;

/** A stored article category from an admin key ('pop-culture') or any spelling of a category name. */
export function categoryOf(value: string): ArticleCategory | null {
  if (value in ADMIN_BLOG_CATEGORIES) return ADMIN_BLOG_CATEGORIES[value as keyof typeof ADMIN_BLOG_CATEGORIES];
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return ARTICLE_CATEGORIES.find((c) => squash(c) === squash(value)) ?? null;
}

export function toAdminBlog(row: BlogRow): AdminBlog {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    status: row.status,
    imageUrl: row.imageUrl,
    readTime: row.readTime,
    tags: row.tags ?? [],
    location: row.location,
    organizationName: row.organizationName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    involvement: row.involvement,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The organization fields to store with a post of this category: none unless it is a Get Involved post. */
export function organizationOf(category: string, values: OrganizationValues): Required<OrganizationValues> {
  const keep = category === 'Get Involved';
  return Object.fromEntries(ORGANIZATION_FIELDS.map((field) => [field, keep ? (values[field] ?? null) : null])) as Required<OrganizationValues>;
}

/** A post to edit, locked until the transaction ends so the checked post is the one saved. */
export async function findBlogForUpdate(tx: Tx, id: number): Promise<BlogRow | undefined> {
  const [row] = await tx.select().from(blogs).where(eq(blogs.id, id)).limit(1).for('update');
  return row;
}

export async function listBlogs(db: DbOrTx, query: { limit: number; offset: number; q?: string; category?: string }) {
  const category = query.category ? categoryOf(query.category) : null;
  const where = and(
    category ? eq(blogs.category, category) : undefined,
    query.q ? or(ilike(blogs.title, likePattern(query.q)), ilike(blogs.author, likePattern(query.q))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(blogs).where(where).orderBy(desc(blogs.createdAt), desc(blogs.id)).limit(query.limit).offset(query.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(blogs)
      .where(where),
  ]);
  return { items: rows.map(toAdminBlog), total: total?.count ?? 0 };
}

/** Inserts a published post, with its excerpt and read time made from the content. */
export async function insertBlog(db: DbOrTx, values: Omit<NewBlog, 'excerpt' | 'readTime' | 'status'>) {
  const [row] = await db
    .insert(blogs)
    .values({ ...values, status: 'published', excerpt: excerptOf(values.content), readTime: readTimeOf(values.content) })
    .returning();
  return row!;
}

export async function updateBlog(db: DbOrTx, id: number, values: Partial<NewBlog>) {
  const content = values.content;
  const [row] = await db
    .update(blogs)
    .set({ ...values, ...(content ? { excerpt: excerptOf(content), readTime: readTimeOf(content) } : {}), updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning();
  return row;
}

export async function deleteBlog(db: DbOrTx, id: number) {
  const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
  return row;
}
