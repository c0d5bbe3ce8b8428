// Get-involved leads for moderation: the paged queue and approve/deny as one conditional update (only a
// pending lead can be decided). Events have their own module (event-requests.repo.ts).
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { REQUEST_STATUSES, type GetInvolvedRequestView } from '@shared/schemas/admin-requests';
import type { DbOrTx, Tx } from '@server/db/client';
import { getInvolvedLeads } from '@server/db/schema';
import { iso, isoOrNull, likePattern } from './common';
import { countByStatus, updatePending } from './common.repo';

export interface SimpleQuery {
  status: (typeof REQUEST_STATUSES)[number] | 'all';
  q?: string;
  limit: number;
  offset: number;
}
type Decision = { status: 'approved' | 'denied'; feedback: string | null };

const decided = (row: { status: GetInvolvedRequestView['status']; feedback: string | null; createdAt: Date; decidedAt: Date | null }) => ({
  status: row.status,
  feedback: row.feedback,
  createdAt: iso(row.createdAt),
  decidedAt: isoOrNull(row.decidedAt),
});

// ---- Get-involved leads

export function toGetInvolvedRequestView(row: typeof getInvolvedLeads.$inferSelect): GetInvolvedRequestView {
  const { status: _s, feedback: _f, createdAt: _c, decidedAt: _d, ...rest } = row;
  return { ...rest, ...decided(row) };
}

export async function listLeads(db: DbOrTx, query: SimpleQuery) {
  const p = query.q ? likePattern(query.q) : undefined;
  const search: SQL | undefined = p
    ? or(ilike(getInvolvedLeads.firstName, p), ilike(getInvolvedLeads.lastName, p), ilike(getInvolvedLeads.email, p), ilike(getInvolvedLeads.articleTitle, p))
    : undefined;
  const where = and(query.status === 'all' ? undefined : eq(getInvolvedLeads.status, query.status), search);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(getInvolvedLeads)
      .where(where)
      .orderBy(desc(getInvolvedLeads.createdAt), desc(getInvolvedLeads.id))
      .limit(query.limit)
      .offset(query.offset),
    countByStatus(db, getInvolvedLeads, getInvolvedLeads.status, REQUEST_STATUSES, search),
  ]);
  return { items: rows.map(toGetInvolvedRequestView), total: counts[query.status] ?? 0, counts };
}

export async function decideLead(tx: Tx, id: number, decision: Decision) {
  return updatePending(tx, getInvolvedLeads, id, { ...decision, decidedAt: new Date() });
}
