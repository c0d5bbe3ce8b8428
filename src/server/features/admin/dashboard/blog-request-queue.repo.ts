// Article requests for moderation: the paged queue; approval publishes the article as a blog post in
// the same transaction, denial stores the feedback.
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { REQUEST_STATUSES, type BlogRequestView } from '@shared/schemas/admin-requests';
import type { DbOrTx, Tx } from '@server/db/client';
import { blogRequests } from '@server/db/schema';
import { insertBlog, categoryOf } from './blogs.repo';
import { iso, isoOrNull, likePattern } from './common';
import { countByStatus, updatePending } from './common.repo';
import type { SimpleQuery } from './simple-requests.repo';

type Row = typeof blogRequests.$inferSelect;

export function toBlogRequestView(row: Row): BlogRequestView {
  return { ...row, createdAt: iso(row.createdAt), decidedAt: isoOrNull(row.decidedAt) };
}

export async function listBlogRequests(db: DbOrTx, query: SimpleQuery) {
  const p = query.q ? likePattern(query.q) : undefined;
  const search: SQL | undefined = p ? or(ilike(blogRequests.title, p), ilike(blogRequests.author, p), ilike(blogRequests.email, p)) : undefined;
  const where = and(query.status === 'all' ? undefined : eq(blogRequests.status, query.status), search);
  const [rows, counts] = await Promise.all([
    db.select().from(blogRequests).where(where).orderBy(desc(blogRequests.createdAt), desc(blogRequests.id)).limit(query.limit).offset(query.offset),
    countByStatus(db, blogRequests, blogRequests.status, REQUEST_STATUSES, search),
  ]);
  return { items: rows.map(toBlogRequestView), total: counts[query.status] ?? 0, counts };
}

async function decide(tx: Tx, id: number, status: 'approved' | 'denied', feedback: string | null) {
  return updatePending(tx, blogRequests, id, { status, feedback, decidedAt: new Date() }, 'blog request');
}

/** Approves a pending article request and publishes it under its category (News when unrecognised). */
export async function approveBlogRequest(tx: Tx, id: number, feedback?: string) {
  const row = await decide(tx, id, 'approved', feedback ?? null);
  const tags = (row.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const blog = await insertBlog(tx, {
    title: row.title,
    content: row.content,
    author: row.author,
    category: categoryOf(row.category) ?? 'News',
    tags: [...new Set(tags)],
    location: row.location || null,
  });
  return { row, blog };
}

export async function denyBlogRequest(tx: Tx, id: number, feedback: string) {
  return decide(tx, id, 'denied', feedback);
}
