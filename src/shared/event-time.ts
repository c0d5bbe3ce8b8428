// When a community event happens, as pure logic for both sides: a wall-clock reading in an IANA time zone
// turned into an instant and back (through the zone clock of zone-clock.ts, which knows each zone's
// daylight-saving rules), the rules a schedule must meet, when an event is over, and the texts that say
// when it is.
import { isKnownTimeZone, zoneOffset, zoneWallTime } from './zone-clock';

export { isKnownTimeZone, zoneOffset };

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A time of day on the 24-hour clock, 'HH:MM'. */
export type WallTime = string;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The year, month (1–12) and day of a real calendar date, or null. */
export function parseDate(text: string): { year: number; month: number; day: number } | null {
  const match = DATE_RE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

export const isIsoDate = (text: string) => parseDate(text) !== null;
export const isWallTime = (text: string) => TIME_RE.test(text);

/** The date `days` days after `date` (before, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = parseDate(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** The same day `years` years later; 29 February becomes 1 March in a year without it. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const d = parseDate(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(d.year + years, d.month - 1, d.day)).toISOString().slice(0, 10);
}

/**
 * The instant at which the clocks in `zone` read `date` `time`. Null when they never do (the hour skipped
 * when daylight saving time starts); the earlier of the two when they do twice (the hour repeated when it ends).
 */
export function zonedInstant(date: IsoDate, time: WallTime, zone: string): Date | null {
  const d = parseDate(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(d.year, d.month - 1, d.day, Number(t[1]), Number(t[2]));
  // The offsets a day either side cover both sides of any change of the clocks near this reading.
  const offsets = new Set([wall - DAY, wall, wall + DAY].map((at) => zoneOffset(at, zone)));
  const matches = [...offsets].map((offset) => wall - offset * MINUTE).filter((at) => zoneWallTime(at, zone) === wall);
  return matches.length ? new Date(Math.min(...matches)) : null;
}

/** The date and time the clocks in `zone` read at `instant`. */
export function wallClock(instant: Date | number | string, zone: string): { date: IsoDate; time: WallTime } {
  const iso = new Date(zoneWallTime(new Date(instant), zone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The first instant of `date` in `zone`: its midnight, or the moment the clocks jump over midnight. */
export function startOfDay(date: IsoDate, zone: string): Date {
  const midnight = zonedInstant(date, '00:00', zone);
  if (midnight) return midnight;
  const lastMinute = zonedInstant(addDays(date, -1), '23:59', zone);
  return new Date((lastMinute ?? new Date(`${date}T00:00:00Z`)).getTime() + MINUTE);
}

/** A schedule as the event form sends it: the wall clock in the event's zone; '' for a blank field. */
export interface ScheduleInput {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  timeZone: string;
}

/**
 * A checked schedule: the instants it starts and ends (an all-day event's run from the first moment of its
 * first day to the first moment after its last day) and the wall clock as entered.
 */
export interface EventSchedule {
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  timeZone: string;
  startDate: IsoDate;
  startTime: WallTime | null;
  endDate: IsoDate | null;
  endTime: WallTime | null;
}

export interface ScheduleRules {
  now: Date;
  /**
   * Staff editing an event pass its stored start: a start left as it was may be in the past, and an event
   * that had none (null) may stay 'Date to be announced'. A new submission passes nothing.
   */
  keepStartsAt?: Date | null;
}

export interface ScheduleIssue {
  field: 'startDate' | 'startTime' | 'endDate' | 'endTime' | 'timeZone';
  message: string;
}

/** How far ahead an event may start or end. */
export const EVENT_MAX_YEARS_AHEAD = 2;

export const SCHEDULE_MESSAGES = {
  startDate: 'Please choose the date the event starts',
  startTime: 'Please enter the time the event starts',
  endTime: 'Please enter the time the event ends',
  timeZone: 'Please choose the time zone',
  badDate: 'Please enter a real date',
  badTime: 'Please enter a time such as 7:30 PM',
  startPassed: 'This date has passed. Please choose today or a later date.',
  startTimePassed: 'This time has already passed. Please choose a later time.',
  tooFar: `Events can be listed up to ${EVENT_MAX_YEARS_AHEAD} years ahead. Please choose an earlier date.`,
  endTooFar: `The event must end within ${EVENT_MAX_YEARS_AHEAD} years from today.`,
  endBeforeStart: 'The event must end after it starts',
  lastDayBeforeFirst: 'The last day cannot be before the first day',
  skipped: (date: IsoDate) => `The clocks skip this time on ${dateText(date)} (daylight saving time starts). Please choose another time.`,
} as const;

/** Checks a schedule against the event rules; the schedule is null when it has issues or no date at all. */
export function checkSchedule(input: ScheduleInput, rules: ScheduleRules): { schedule: EventSchedule | null; issues: ScheduleIssue[] } {
  // The first problem found is the one to fix: later rules read what the earlier ones checked.
  const fail = (field: ScheduleIssue['field'], message: string) => ({ schedule: null, issues: [{ field, message }] });
  const { allDay, timeZone } = input;
  const startDate = input.startDate.trim();
  const startTime = allDay ? '' : input.startTime.trim();
  const endTime = allDay ? '' : input.endTime.trim();
  let endDate = input.endDate.trim();

  if (!startDate) {
    const blank = !startTime && !endDate && !endTime;
    // Staff may leave an event that never had a date 'to be announced'.
    if (blank && rules.keepStartsAt === null) return { schedule: null, issues: [] };
    return fail('startDate', SCHEDULE_MESSAGES.startDate);
  }
  if (!isIsoDate(startDate)) return fail('startDate', SCHEDULE_MESSAGES.badDate);
  if (endDate && !isIsoDate(endDate)) return fail('endDate', SCHEDULE_MESSAGES.badDate);
  if (!isKnownTimeZone(timeZone)) return fail('timeZone', SCHEDULE_MESSAGES.timeZone);

  let schedule: EventSchedule;
  if (allDay) {
    if (endDate && endDate < startDate) return fail('endDate', SCHEDULE_MESSAGES.lastDayBeforeFirst);
    schedule = {
      startsAt: startOfDay(startDate, timeZone),
      endsAt: endDate ? startOfDay(addDays(endDate, 1), timeZone) : null,
      allDay,
      timeZone,
      startDate,
      startTime: null,
      endDate: endDate || null,
      endTime: null,
    };
  } else {
    if (!startTime) return fail('startTime', SCHEDULE_MESSAGES.startTime);
    if (!isWallTime(startTime)) return fail('startTime', SCHEDULE_MESSAGES.badTime);
    if (endTime && !isWallTime(endTime)) return fail('endTime', SCHEDULE_MESSAGES.badTime);
    if (endDate && !endTime) return fail('endTime', SCHEDULE_MESSAGES.endTime);
    // An end time alone ends the event on the day it starts.
    if (endTime && !endDate) endDate = startDate;
    const startsAt = zonedInstant(startDate, startTime, timeZone);
    if (!startsAt) return fail('startTime', SCHEDULE_MESSAGES.skipped(startDate));
    const endsAt = endTime ? zonedInstant(endDate, endTime, timeZone) : null;
    if (endTime && !endsAt) return fail('endTime', SCHEDULE_MESSAGES.skipped(endDate));
    if (endsAt && endsAt <= startsAt) return fail(endDate > startDate ? 'endDate' : 'endTime', SCHEDULE_MESSAGES.endBeforeStart);
    schedule = { startsAt, endsAt, allDay, timeZone, startDate, startTime, endDate: endTime ? endDate : null, endTime: endTime || null };
  }

  const today = wallClock(rules.now, timeZone).date;
  const kept = rules.keepStartsAt?.getTime() === schedule.startsAt.getTime();
  if (!kept) {
    if (startDate < today) return fail('startDate', SCHEDULE_MESSAGES.startPassed);
    // Minutes are what people enter: a start in the current minute has not passed.
    if (!allDay && schedule.startsAt.getTime() < Math.floor(rules.now.getTime() / MINUTE) * MINUTE) return fail('startTime', SCHEDULE_MESSAGES.startTimePassed);
  }
  const lastDate = addYears(today, EVENT_MAX_YEARS_AHEAD);
  if (startDate > lastDate && !kept) return fail('startDate', SCHEDULE_MESSAGES.tooFar);
  if (schedule.endDate && schedule.endDate > lastDate) return fail('endDate', SCHEDULE_MESSAGES.endTooFar);
  return { schedule, issues: [] };
}

/** The parts of a schedule that say when it ends, as stored or as the API sends them. */
export interface ScheduleEnds {
  startsAt: Date | string;
  endsAt: Date | string | null;
  startDate: IsoDate;
  timeZone: string;
}

/** When an event is over: its end, or else the end of the day it starts on, in its time zone. */
export function eventOverAt(schedule: ScheduleEnds): Date {
  return schedule.endsAt ? new Date(schedule.endsAt) : startOfDay(addDays(schedule.startDate, 1), schedule.timeZone);
}

export function isEventOver(schedule: ScheduleEnds, now: Date): boolean {
  return eventOverAt(schedule).getTime() <= now.getTime();
}

// ---- Texts. Built from the wall clock by hand rather than by Intl's date formats, so the server's page
// and the browser's agree to the character whatever their ICU versions.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type TextStyle = 'long' | 'short';

function dateParts(date: IsoDate, style: TextStyle) {
  const d = parseDate(date);
  if (!d) return { weekday: '', monthDay: date, year: '' };
  const weekday = WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
  const month = MONTHS[d.month - 1]!;
  return {
    weekday: style === 'long' ? weekday : weekday.slice(0, 3),
    monthDay: `${style === 'long' ? month : month.slice(0, 3)} ${d.day}`,
    year: String(d.year),
  };
}

/** 'Saturday, June 14, 2026' ('Sat, Jun 14, 2026' short). */
export function dateText(date: IsoDate, style: TextStyle = 'long'): string {
  const p = dateParts(date, style);
  return `${p.weekday}, ${p.monthDay}, ${p.year}`;
}

/** 'Saturday, June 14 – Monday, June 16, 2026', the year once when both days share it. */
export function dateRangeText(first: IsoDate, last: IsoDate, style: TextStyle = 'long'): string {
  if (first === last) return dateText(first, style);
  const a = dateParts(first, style);
  const b = dateParts(last, style);
  return a.year === b.year ? `${a.weekday}, ${a.monthDay} – ${b.weekday}, ${b.monthDay}, ${b.year}` : `${dateText(first, style)} – ${dateText(last, style)}`;
}

/** '7:30 PM' for '19:30'. */
export function timeText(time: WallTime): string {
  const match = TIME_RE.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The zone's short name at that instant, as people in the US read it: 'EDT', 'PST', 'GMT+2' elsewhere. */
export function zoneAbbreviation(instant: Date | string, zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(new Date(instant));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** A schedule as the API sends it (instants as ISO text). */
export type ScheduleView = Omit<EventSchedule, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string | null };

/** The schedule's readings on the clocks of another zone (an all-day event keeps its dates everywhere). */
export function scheduleInZone(schedule: ScheduleView, zone: string): ScheduleView {
  if (schedule.allDay || zone === schedule.timeZone) return schedule;
  const start = wallClock(schedule.startsAt, zone);
  const end = schedule.endsAt ? wallClock(schedule.endsAt, zone) : null;
  return { ...schedule, timeZone: zone, startDate: start.date, startTime: start.time, endDate: end?.date ?? null, endTime: end?.time ?? null };
}

/** Whether clocks in `zone` read the event's times differently from clocks in its own zone. */
export function readsDifferentlyIn(schedule: ScheduleView, zone: string): boolean {
  if (schedule.allDay || zone === schedule.timeZone) return false;
  const instants = [schedule.startsAt, schedule.endsAt].filter((t): t is string => t !== null);
  return instants.some((t) => zoneOffset(new Date(t), zone) !== zoneOffset(new Date(t), schedule.timeZone));
}

export interface WhenText {
  /** The day or days. */
  date: string;
  /** 'All day', or the times with the zone's short name. */
  time: string;
}

/** When the event is, in the zone of the schedule given (see scheduleInZone for another zone's clocks). */
export function whenText(schedule: ScheduleView, style: TextStyle = 'long'): WhenText {
  const lastDate = schedule.endDate ?? schedule.startDate;
  const date = dateRangeText(schedule.startDate, lastDate, style);
  if (schedule.allDay || !schedule.startTime) return { date, time: 'All day' };
  const startZone = zoneAbbreviation(schedule.startsAt, schedule.timeZone);
  const start = timeText(schedule.startTime);
  if (!schedule.endsAt || !schedule.endTime) return { date, time: `${start} ${startZone}` };
  const endZone = zoneAbbreviation(schedule.endsAt, schedule.timeZone);
  const end = timeText(schedule.endTime);
  const oneDay = lastDate === schedule.startDate;
  const from = oneDay ? start : `${start} ${dateParts(schedule.startDate, 'short').weekday}`;
  const to = oneDay ? end : `${end} ${dateParts(lastDate, 'short').weekday}`;
  return { date, time: startZone === endZone ? `${from} – ${to} ${endZone}` : `${from} ${startZone} – ${to} ${endZone}` };
}

/** One line: 'Saturday, June 14, 2026 · 10:00 AM – 2:00 PM EDT'. */
export function whenLine(schedule: ScheduleView, style: TextStyle = 'long'): string {
  const { date, time } = whenText(schedule, style);
  return `${date} · ${time}`;
}

/** A stored schedule as the API sends it. */
export function scheduleView(schedule: EventSchedule): ScheduleView {
  return { ...schedule, startsAt: schedule.startsAt.toISOString(), endsAt: schedule.endsAt?.toISOString() ?? null };
}
