// A table of sessions (staff's or owners'): rows made with a hashed token and a CSRF token, found live or
// deleted when ended (see liveSession), signed out, and swept when idle or too old.
import { eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { hashToken, liveSession, newToken, type SessionLifetime } from './session-guard';

/** What every session table has. */
type SessionTable = PgTable & { tokenHash: PgColumn; csrfToken: PgColumn; lastSeenAt: PgColumn; createdAt: PgColumn };

/** What a live session answers beside the columns asked of its owner's row. */
interface SessionTimes {
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The owner of a session (its account or admin): the table joined, how, and the columns read from it. */
interface SessionOwner<C extends Record<string, PgColumn>> {
  table: PgTable;
  on: SQL;
  columns: C;
}

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

    /** The live session of a token with its owner's columns; null when unknown or ended (then it is deleted, else touched). */
    async find<C extends Record<string, PgColumn>>(db: DbOrTx, token: string, owner: SessionOwner<C>, now = new Date()) {
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ ...owner.columns, csrfToken: table.csrfToken, createdAt: table.createdAt, lastSeenAt: table.lastSeenAt })
        .from(table as PgTable)
        .innerJoin(owner.table, owner.on)
        .where(ofToken(tokenHash))
        .limit(1);
      type Row = { [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null } & SessionTimes;
      return liveSession(row as Row | undefined, lifetime, now, {
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
