// Admin sessions stored in the database: only a hash of the token is kept.
import { eq } from 'drizzle-orm';
import { hashToken, type SessionLifetime } from '@server/auth/session-guard';
import { sessionTable } from '@server/auth/session-table.repo';
import type { DbOrTx } from '@server/db/client';
import { adminSessions, adminUsers } from '@server/db/schema';

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const LIFETIME: SessionLifetime = { idleMs: SESSION_IDLE_MS, maxAgeMs: SESSION_MAX_AGE_MS };

export { hashToken };

const sessions = sessionTable(adminSessions, LIFETIME);

export const createSession = (db: DbOrTx, adminId: number) => sessions.create(db, { adminId });

/** The live session of a token, refreshing its last-seen time; null when unknown or idle too long. */
export const findLiveSession = (db: DbOrTx, token: string, now = new Date()) =>
  sessions.find(
    db,
    token,
    { table: adminUsers, on: eq(adminUsers.id, adminSessions.adminId), columns: { adminId: adminUsers.id, username: adminUsers.username } },
    now,
  );

export const deleteSession = (db: DbOrTx, token: string) => sessions.remove(db, token);

/** Deletes sessions that have been idle or alive too long (run on a schedule). */
export const deleteExpiredSessions = (db: DbOrTx, now = new Date()) => sessions.removeExpired(db, now);

/** Signs an admin out everywhere (their password changed). */
export async function deleteSessionsOf(db: DbOrTx, adminId: number) {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}
