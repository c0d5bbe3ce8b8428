// The rate limit counters' SQL: one atomic count per hit, so parallel requests can never all pass.
import { inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Adds `cost` to the key's window, starting a new window when the old one has ended, and returns the
 * window's total and its end. One statement: concurrent hits serialise on the row.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number, cost: number, now: Date) {
  const expiresAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: cost, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.expiresAt} <= ${now} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= ${now} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
  return row!;
}

export async function deleteCounters(db: DbOrTx, keys: string[]) {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export async function deleteExpiredCounters(db: DbOrTx, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
