// Community events for staff: the queue (by status, and by when: upcoming, past or undated), the
// approve/deny decision as one conditional update, staff's edit of an event and the withdrawal of an
// approved one.
import { and, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EventSchedule } from '@shared/event-time';
import { EVENT_STATUSES, type EventData } from '@shared/schemas/event';
import type { EventRequestListQuery, EventRequestView } from '@shared/schemas/admin-requests';
import type { DbOrTx, Tx } from '@server/db/client';
import { events } from '@server/db/schema';
import { eventValues, eventWithContact, type EventRow } from '@server/features/events';
import { isoOrNull, likePattern, NotPendingError } from './common';
import { countByStatus, updatePending } from './common.repo';

type Decision = { status: 'approved' | 'denied'; feedback: string | null };

export function toEventRequestView(row: EventRow): EventRequestView {
  return {
    ...eventWithContact(row),
    feedback: row.feedback,
    decidedAt: isoOrNull(row.decidedAt),
  };
}

function whenCondition(when: EventRequestListQuery['when'], now: Date): SQL | undefined {
  if (when === 'upcoming') return gt(events.endsListingAt, now);
  if (when === 'past') return lte(events.endsListingAt, now);
  if (when === 'undated') return isNull(events.startsAt);
  return undefined;
}

export async function listEventRequests(db: DbOrTx, query: EventRequestListQuery, now: Date) {
  const p = query.q ? likePattern(query.q) : undefined;
  const search: SQL | undefined = p
    ? or(ilike(events.eventName, p), ilike(events.organizationName, p), ilike(events.email, p), ilike(events.mainTopic, p))
    : undefined;
  // The status tabs count within the search and the 'when' filter, so their numbers match the list.
  const filter = and(search, whenCondition(query.when, now));
  const where = and(query.status === 'all' ? undefined : eq(events.status, query.status), filter);
  // Upcoming: soonest first; past: latest first; otherwise newest submission first.
  const order =
    query.when === 'upcoming'
      ? [sql`${events.startsAt} asc`, desc(events.id)]
      : query.when === 'past'
        ? [sql`${events.startsAt} desc`, desc(events.id)]
        : [desc(events.createdAt), desc(events.id)];
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    countByStatus(db, events, events.status, EVENT_STATUSES, filter),
  ]);
  return { items: rows.map(toEventRequestView), total: counts[query.status] ?? 0, counts };
}

export async function decideEvent(tx: Tx, id: number, decision: Decision) {
  return updatePending(tx, events, id, { ...decision, decidedAt: new Date() }, 'event request');
}

export async function findEventRow(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** Staff's edit: every field of the form, the change counted so calendars take it; undefined when the event is gone. */
export async function updateEvent(db: DbOrTx, id: number, input: EventData, schedule: EventSchedule | null): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...eventValues(input, schedule), updatedAt: new Date(), sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, id))
    .returning();
  return row;
}

/** Only approved events can be withdrawn: the answer for any other (409), or for one that is gone (404). */
export class NotApprovedError extends NotPendingError {
  override name = 'NotApprovedError';
  constructor(currentStatus: string | null) {
    super(currentStatus, 'event');
    if (currentStatus !== null) this.message = `Only an approved event can be withdrawn, and this one is ${currentStatus}. Refresh to see its current state.`;
  }
}

/** Takes an approved event off the public pages; throws NotApprovedError when it is gone or not approved. */
export async function withdrawEvent(tx: Tx, id: number, feedback: string): Promise<EventRow> {
  const now = new Date();
  const [row] = await tx
    .update(events)
    .set({ status: 'withdrawn', feedback, decidedAt: now, updatedAt: now, sequence: sql`${events.sequence} + 1` })
    .where(and(eq(events.id, id), eq(events.status, 'approved')))
    .returning();
  if (row) return row;
  const [current] = await tx.select({ status: events.status }).from(events).where(eq(events.id, id)).limit(1);
  throw new NotApprovedError(current?.status ?? null);
}
