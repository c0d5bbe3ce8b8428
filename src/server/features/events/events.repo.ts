// SQL for community events: store a submission, read one back, list the approved ones (upcoming or past)
// and those a calendar feed carries; and the secret that signs confirmation tokens, kept in app_meta so
// every server process shares it.
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EventSchedule } from '@shared/event-time';
import type { EventData, EventListQuery } from '@shared/schemas/event';
import type { DbOrTx } from '@server/db/client';
import { events } from '@server/db/schema';
import { appSecret } from '@server/auth/app-secret.repo';
import { eventValues, type EventRow } from './event-view';

export async function insertEvent(db: DbOrTx, input: EventData, schedule: EventSchedule | null): Promise<EventRow> {
  const [row] = await db.insert(events).values(eventValues(input, schedule)).returning();
  return row!;
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function findApprovedEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.status, 'approved')))
    .limit(1);
  return row;
}

/**
 * Approved events for the public lists. Upcoming: not over at `from`, soonest first, then (with no `to`)
 * those whose date is to be announced. Past: over by `now`, the latest start first.
 */
export async function listApprovedEvents(db: DbOrTx, query: EventListQuery, now: Date): Promise<{ rows: EventRow[]; hasMore: boolean }> {
  const conditions: (SQL | undefined)[] = [eq(events.status, 'approved'), query.state ? eq(events.eventState, query.state) : undefined];
  if (query.to) conditions.push(lt(events.startsAt, query.to));
  let order: SQL[];
  if (query.when === 'past') {
    conditions.push(lte(events.endsListingAt, now));
    if (query.from) conditions.push(gt(events.endsListingAt, query.from));
    order = [desc(events.startsAt), desc(events.id)];
  } else {
    const notOver = gt(events.endsListingAt, query.from ?? now);
    // A window asked for (from or to) holds only dated events; the plain list ends with the undated ones.
    conditions.push(query.from || query.to ? notOver : or(notOver, isNull(events.startsAt)));
    order = [sql`${events.startsAt} asc nulls last`, asc(events.id)];
  }
  const rows = await db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(query.limit + 1)
    .offset(query.offset);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** The upcoming dated events a calendar feed carries, soonest first. */
export async function listCalendarEvents(db: DbOrTx, now: Date, limit: number): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, 'approved'), isNotNull(events.startsAt), gt(events.endsListingAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

const SECRET_KEY = 'event_confirmation_secret';

/** The signing secret of event confirmation links. */
export const eventTokenSecret = (db: DbOrTx) => appSecret(db, SECRET_KEY);
