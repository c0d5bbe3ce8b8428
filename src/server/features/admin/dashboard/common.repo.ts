// Queries every dashboard repo shares: status counts for the filter tabs, and deciding a request only
// while it is pending (throwing NotPendingError when it is gone or already decided).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '@server/db/client';
import { notPending } from './common';

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
