// Helpers every dashboard module shares: status counts for the filter tabs, deciding a request only while
// it is pending (and the answer when it is gone or already decided), and ISO dates.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '@server/db/client';

export const REQUEST_NOT_FOUND = 'Request not found';

export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Rows per status (every status listed, zero when none), plus 'all'. */
export async function countByStatus(db: DbOrTx, table: PgTable, status: PgColumn, statuses: readonly string[], where?: SQL) {
  const rows = await db
    .select({ status: sql<string>`${status}`, count: sql<number>`count(*)::int` })
    .from(table)
    .where(where)
    .groupBy(status);
  const counts: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
  for (const row of rows) counts[row.status] = row.count;
  counts.all = rows.reduce((sum, r) => sum + r.count, 0);
  return counts;
}

/** A decision on a request that is gone (no current status), or the loser of two simultaneous decisions. */
export class NotPendingError extends Error {
  override name = 'NotPendingError';
  constructor(
    readonly currentStatus: string | null,
    label: string,
  ) {
    super(currentStatus === null ? REQUEST_NOT_FOUND : `This ${label} has already been ${currentStatus}. Refresh to see its current state.`);
  }
}

export function notPending(current: { status: string } | undefined, label = 'request'): NotPendingError {
  return new NotPendingError(current?.status ?? null, label);
}

/** A table of requests staff decide: an id, and a status that starts 'pending'. */
type DecidableTable = PgTable & { id: PgColumn; status: PgColumn };

/**
 * Decides a request: writes `set` only while it is still pending (so of two decisions at once, one wins),
 * and answers the updated row; a request that is gone or already decided throws NotPendingError.
 */
export async function updatePending<T extends DecidableTable>(
  tx: Tx,
  table: T,
  id: number,
  set: PgUpdateSetSource<T>,
  label?: string,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), eq(table.status, 'pending')))
    .returning()) as T['$inferSelect'][];
  if (row) return row;
  const [current] = await tx
    .select({ status: sql<string>`${table.status}` })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  throw notPending(current, label);
}

export { likePattern } from '@server/db/like';
