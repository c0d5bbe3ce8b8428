// A table of sessions (staff's or owners'): rows made with a hashed token and a CSRF token, found live or
// deleted when ended (see liveSession), signed out, and swept when idle or too old.
import { eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { hashToken, liveSession, newToken, type SessionLifetime } from './session-guard';

/** What every session table has. */
type SessionTable = PgTable & { tokenHash: PgColumn; lastSeenAt: PgColumn; createdAt: PgColumn };

export function sessionTable<T extends SessionTable>(table: T, lifetime: SessionLifetime) {
  const ofToken = (tokenHash: string): SQL => eq(table.tokenHash, tokenHash);
  return {
    /** A new session for these columns (the account or admin it belongs to); answers the cookie's token and the CSRF token. */
    async create(db: DbOrTx, owner: Partial<T['$inferInsert']>) {
      const { token, tokenHash } = newToken();
      const csrfToken = newToken(24).token;
      await db.insert(table).values({ ...owner, tokenHash, csrfToken } as T['$inferInsert']);
      return { token, csrfToken };
    },

    /** The row read for a token, if its session is live (an ended one is deleted, a live one touched). */
    live<R extends { createdAt: Date; lastSeenAt: Date }>(db: DbOrTx, row: R | undefined, tokenHash: string, now: Date) {
      return liveSession(row, lifetime, now, {
        remove: () => db.delete(table).where(ofToken(tokenHash)),
        touch: () =>
          db
            .update(table)
            .set({ lastSeenAt: now } as Partial<T['$inferInsert']>)
            .where(ofToken(tokenHash)),
      });
    },

    async remove(db: DbOrTx, token: string) {
      await db.delete(table).where(ofToken(hashToken(token)));
    },

    /** Sessions idle or alive too long (run on a schedule). */
    async removeExpired(db: DbOrTx, now = new Date()) {
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await db.delete(table).where(or(lt(table.lastSeenAt, ago(lifetime.idleMs)), lt(table.createdAt, ago(lifetime.maxAgeMs))));
    },
  };
}
