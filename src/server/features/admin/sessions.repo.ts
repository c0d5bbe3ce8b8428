// Admin sessions stored in the database: only a hash of the token is kept.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { adminSessions, adminUsers } from '@server/db/schema';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** And this long after sign-in however busy it is, so a stolen cookie does not live for ever. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, so reads do not each write. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: DbOrTx, adminId: number) {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await db.insert(adminSessions).values({ tokenHash: hashToken(token), adminId, csrfToken });
  return { token, csrfToken };
}

/** The live session of a token, refreshing its last-seen time; null when unknown or idle too long. */
export async function findLiveSession(db: DbOrTx, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      tokenHash: adminSessions.tokenHash,
      csrfToken: adminSessions.csrfToken,
      lastSeenAt: adminSessions.lastSeenAt,
      createdAt: adminSessions.createdAt,
      adminId: adminUsers.id,
      username: adminUsers.username,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > SESSION_IDLE_MS || now.getTime() - row.createdAt.getTime() > SESSION_MAX_AGE_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash));
  return row;
}

export async function deleteSession(db: DbOrTx, token: string) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Deletes sessions that have been idle or alive too long (run on a schedule). */
export async function deleteExpiredSessions(db: DbOrTx, now = new Date()) {
  await db
    .delete(adminSessions)
    .where(
      or(lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)), lt(adminSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS))),
    );
}

/** Signs an admin out everywhere (their password changed). */
export async function deleteSessionsOf(db: DbOrTx, adminId: number) {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}
