// An event row as the API tells it (public, to its submitter) and an event form's answers as the row
// stores them: the schedule's instants, zone and all-day dates, and the place by how people attend.
import { fieldErrors } from '@shared/api-error-body';
import { checkSchedule, eventOverAt, wallClock, type EventSchedule, type ScheduleRules, type ScheduleView } from '@shared/event-time';
import type { EventData, PublicEvent, SubmittedEvent } from '@shared/schemas/event';
import type { events } from '@server/db/schema';
import { badRequest } from '@server/http-error';
import { blanksAsNull, pick } from '@shared/pick';

export type EventRow = typeof events.$inferSelect;

/** The schedule as entered (times read back on the clocks of the event's zone); null: date to be announced. */
export function scheduleOf(row: EventRow): ScheduleView | null {
  if (!row.startsAt || !row.timeZone) return null;
  const common = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt?.toISOString() ?? null, timeZone: row.timeZone };
  if (row.allDay && row.startDate) {
    return { ...common, allDay: true, startDate: row.startDate, startTime: null, endDate: row.endDate, endTime: null };
  }
  const start = wallClock(row.startsAt, row.timeZone);
  const end = row.endsAt ? wallClock(row.endsAt, row.timeZone) : null;
  return { ...common, allDay: false, startDate: start.date, startTime: start.time, endDate: end?.date ?? null, endTime: end?.time ?? null };
}

/** What the event is and how people attend, stored as the form answers them. */
const EVENT_FIELDS = ['eventName', 'organizationName', 'mainTopic', 'tagline', 'cause', 'attendanceMode', 'eventPhotos'] as const;
/** The form's optional answers: null when left blank. */
const OPTIONAL_FIELDS = ['offeringPay', 'entryFee', 'organizerEmail', 'organizerPhone', 'organizerWebsite', 'article', 'organizationLogo'] as const;
/** Who sent the event: for its submitter and staff only. */
const CONTACT_FIELDS = ['contactFirstName', 'contactLastName', 'email', 'phone'] as const;

export function toPublicEvent(row: EventRow): PublicEvent {
  return {
    ...pick(row, ['id', ...EVENT_FIELDS, ...OPTIONAL_FIELDS, 'eventAddress', 'eventState', 'onlineUrl']),
    schedule: scheduleOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public view with who sent the event and where it stands: for its submitter and for staff. */
export function eventWithContact(row: EventRow) {
  return {
    ...toPublicEvent(row),
    ...pick(row, [...CONTACT_FIELDS, 'status']),
  };
}

export function toSubmittedEvent(row: EventRow, token: string): SubmittedEvent {
  return { ...eventWithContact(row), confirmationToken: token };
}

/** The columns that say when an event is (all null while its date is to be announced). */
export function scheduleColumns(schedule: EventSchedule | null) {
  return {
    startsAt: schedule?.startsAt ?? null,
    endsAt: schedule?.endsAt ?? null,
    allDay: schedule?.allDay ?? false,
    startDate: schedule?.allDay ? schedule.startDate : null,
    endDate: schedule?.allDay ? schedule.endDate : null,
    timeZone: schedule?.timeZone ?? null,
    endsListingAt: schedule ? eventOverAt(schedule) : null,
  };
}

/** The columns an event form's answers fill (a new submission's, or staff's edit). */
export function eventValues(input: EventData, schedule: EventSchedule | null) {
  const inPerson = input.attendanceMode === 'in_person';
  return {
    ...pick(input, [...EVENT_FIELDS, ...CONTACT_FIELDS]),
    ...blanksAsNull(input, OPTIONAL_FIELDS),
    eventAddress: inPerson ? input.eventAddress : null,
    eventState: inPerson ? input.eventState || null : null,
    onlineUrl: inPerson ? null : input.onlineUrl,
    ...scheduleColumns(schedule),
  };
}

/**
 * The schedule of a form the schema passed, read again now to store its instants: a start that passed
 * in between is a 400 like any other rule.
 */
export function scheduleOfInput(input: EventData, rules: ScheduleRules): EventSchedule | null {
  const { schedule, issues } = checkSchedule(input, rules);
  if (issues.length) {
    const fields = fieldErrors(issues.map((issue) => ({ path: [issue.field], message: issue.message })));
    throw badRequest(Object.values(fields)[0]!, fields);
  }
  return schedule;
}
