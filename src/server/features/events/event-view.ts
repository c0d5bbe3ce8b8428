// An event row as the API tells it (public, to its submitter) and an event form's answers as the row
// stores them: the schedule's instants, zone and all-day dates, and the place by how people attend.
import { fieldErrors } from '@shared/api-error';
import { checkSchedule, eventOverAt, wallClock, type EventSchedule, type ScheduleRules, type ScheduleView } from '@shared/event-time';
import type { EventData, PublicEvent, SubmittedEvent } from '@shared/schemas/event';
import type { events } from '@server/db/schema';
import { badRequest } from '@server/http-error';

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

export function toPublicEvent(row: EventRow): PublicEvent {
  return {
    id: row.id,
    eventName: row.eventName,
    organizationName: row.organizationName,
    mainTopic: row.mainTopic,
    tagline: row.tagline,
    cause: row.cause,
    offeringPay: row.offeringPay,
    entryFee: row.entryFee,
    schedule: scheduleOf(row),
    attendanceMode: row.attendanceMode,
    eventAddress: row.eventAddress,
    eventState: row.eventState,
    onlineUrl: row.onlineUrl,
    organizerEmail: row.organizerEmail,
    organizerPhone: row.organizerPhone,
    organizerWebsite: row.organizerWebsite,
    article: row.article,
    eventPhotos: row.eventPhotos,
    organizationLogo: row.organizationLogo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public view with who sent the event and where it stands: for its submitter and for staff. */
export function eventWithContact(row: EventRow) {
  return {
    ...toPublicEvent(row),
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    email: row.email,
    phone: row.phone,
    status: row.status,
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
    eventName: input.eventName,
    organizationName: input.organizationName,
    mainTopic: input.mainTopic,
    tagline: input.tagline,
    cause: input.cause,
    offeringPay: input.offeringPay || null,
    entryFee: input.entryFee || null,
    attendanceMode: input.attendanceMode,
    eventAddress: inPerson ? input.eventAddress : null,
    eventState: inPerson ? input.eventState || null : null,
    onlineUrl: inPerson ? null : input.onlineUrl,
    ...scheduleColumns(schedule),
    contactFirstName: input.contactFirstName,
    contactLastName: input.contactLastName,
    email: input.email,
    phone: input.phone,
    organizerEmail: input.organizerEmail || null,
    organizerPhone: input.organizerPhone || null,
    organizerWebsite: input.organizerWebsite || null,
    article: input.article || null,
    eventPhotos: input.eventPhotos,
    organizationLogo: input.organizationLogo || null,
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
