// The rate limit counters' SQL: one atomic count per hit, so parallel requests can never all pass.
import { inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Adds `cost` to each key's window, starting a new window where the old one has ended, and returns each
 * window's total and end, by key. One statement that locks the rows in key order: concurrent hits on
 * the same keys serialise on the first, so the nth request sees n on every key it counts.
 */
export async function countHits(db: DbOrTx, windows: { key: string; windowMs: number }[], cost: number, now: Date) {
  const values = [...windows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rows = await db
    .insert(rateLimits)
    .values(values.map(({ key, windowMs }) => ({ key, hits: cost, expiresAt: new Date(now.getTime() + windowMs) })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.expiresAt} <= ${now} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= ${now} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
  return new Map(rows.map((row) => [row.key, row]));
}

export async function deleteCounters(db: DbOrTx, keys: string[]) {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export async function deleteExpiredCounters(db: DbOrTx, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
