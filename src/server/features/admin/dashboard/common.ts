// Helpers every dashboard module shares: status counts for the filter tabs, the answer for a request
// that is gone or already decided, and ISO dates.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { HttpError } from '../../../http-error';

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

/** The loser of two simultaneous decisions, or a decision on a request that is gone. */
export function notPending(current: { status: string } | undefined, label = 'request'): HttpError {
  if (!current) return new HttpError(404, REQUEST_NOT_FOUND);
  return new HttpError(409, `This ${label} has already been ${current.status}. Refresh to see its current state.`);
}

export { likePattern } from '../../../db/like';
