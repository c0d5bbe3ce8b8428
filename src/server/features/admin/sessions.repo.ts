// Admin sessions stored in the database: only a hash of the token is kept.
import { eq, lt, or } from 'drizzle-orm';
import { hashToken, liveSession, newToken, type SessionLifetime } from '@server/auth/session-guard';
import type { DbOrTx } from '@server/db/client';
import { adminSessions, adminUsers } from '@server/db/schema';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const LIFETIME: SessionLifetime = { idleMs: SESSION_IDLE_MS, maxAgeMs: SESSION_MAX_AGE_MS };

export { hashToken };

export async function createSession(db: DbOrTx, adminId: number) {
  const { token, tokenHash } = newToken();
  const csrfToken = newToken(24).token;
  await db.insert(adminSessions).values({ tokenHash, adminId, csrfToken });
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
  return liveSession(row, LIFETIME, now, {
    remove: () => db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash)),
    touch: () => db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.tokenHash, tokenHash)),
  });
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
