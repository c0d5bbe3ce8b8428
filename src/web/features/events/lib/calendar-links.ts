// Links that open an event in Google Calendar or Outlook on the web, prefilled. Both take instants in
// UTC, and an all-day event as dates whose end is the day after its last day.
import { addDays, type ScheduleView } from '@shared/event-time';

/** How long a web calendar holds an event that gave no end: long enough to see, short enough to be fair. */
export const DEFAULT_EVENT_HOURS = 2;

export interface CalendarLinkInput {
  title: string;
  schedule: ScheduleView;
  details: string;
  location: string;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
}

/** Query text with spaces as %20: URLSearchParams' '+' shows as a plus in some calendars. */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** '2026-06-14T18:00:00.000Z' as Google wants it: '20260614T180000Z'. */
const googleInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
/** An instant without its milliseconds: '2026-06-14T18:00:00Z'. */
const isoInstant = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The span a calendar is given: instants, or for an all-day event its first day and the day after its last. */
function spanOf(schedule: ScheduleView): { allDay: true; start: string; end: string } | { allDay: false; start: Date; end: Date } {
  if (schedule.allDay) {
    return { allDay: true, start: schedule.startDate, end: addDays(schedule.endDate ?? schedule.startDate, 1) };
  }
  const start = new Date(schedule.startsAt);
  const end = schedule.endsAt ? new Date(schedule.endsAt) : new Date(start.getTime() + DEFAULT_EVENT_HOURS * 3_600_000);
  return { allDay: false, start, end };
}

export function googleCalendarUrl({ title, schedule, details, location }: CalendarLinkInput): string {
  const span = spanOf(schedule);
  const dates = span.allDay ? `${span.start.replace(/-/g, '')}/${span.end.replace(/-/g, '')}` : `${googleInstant(span.start)}/${googleInstant(span.end)}`;
  return `https://calendar.google.com/calendar/render?${query({ action: 'TEMPLATE', text: title, dates, details, location })}`;
}

export function outlookCalendarUrl({ title, schedule, details, location }: CalendarLinkInput): string {
  const span = spanOf(schedule);
  const params = {
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: span.allDay ? span.start : isoInstant(span.start),
    enddt: span.allDay ? span.end : isoInstant(span.end),
    allday: String(span.allDay),
    body: details,
    location,
  };
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query(params)}`;
}

export function calendarLinks(input: CalendarLinkInput): CalendarLinks {
  return { google: googleCalendarUrl(input), outlook: outlookCalendarUrl(input) };
}
