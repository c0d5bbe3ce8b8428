// The e-mail outbox: every message the site sends, or would send when no mail server is set.
import { and, asc, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { outbox } from '@server/db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export const MAX_ATTEMPTS = 5;

/**
 * Queues a message in the caller's transaction, so it exists exactly when the decision it reports
 * commits. With no mail server it is only stored, for admins to read.
 */
export async function queueEmail(db: DbOrTx, message: EmailMessage, { deliver }: { deliver: boolean }) {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, status: deliver ? 'pending' : 'stored' })
    .returning({ id: outbox.id });
  return row!.id;
}

/** Messages due for a (re)try: pending, or failed with attempts left. */
export async function dueMessages(db: DbOrTx, limit = 20) {
  return db
    .select()
    .from(outbox)
    .where(or(eq(outbox.status, 'pending'), and(eq(outbox.status, 'failed'), lt(outbox.attempts, MAX_ATTEMPTS))))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
}

export async function markSent(db: DbOrTx, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailed(db: DbOrTx, id: number, error: string) {
  await db
    .update(outbox)
    .set({ status: 'failed', attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}

/** How long the outbox keeps a message, sent or not. */
export const OUTBOX_KEPT_DAYS = 30;

/** Deletes the messages queued more than OUTBOX_KEPT_DAYS before `now`; answers how many. */
export async function pruneOutbox(db: DbOrTx, now = new Date()) {
  const cutoff = new Date(now.getTime() - OUTBOX_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(outbox).where(lt(outbox.createdAt, cutoff)).returning({ id: outbox.id });
  return deleted.length;
}

export async function listOutbox(db: DbOrTx, { limit, offset }: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(outbox),
  ]);
  return { items, total: total?.count ?? 0 };
}
