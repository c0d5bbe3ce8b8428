// iCalendar (RFC 5545) for community events: one event to download, or the feed of upcoming events that
// calendar apps subscribe to. Text values are escaped, lines end in CRLF and are folded at 75 octets
// without splitting a UTF-8 sequence, and each time zone used has its VTIMEZONE, built from the same
// Intl data that placed the times.
import { addDays, zoneAbbreviation, zoneOffset, type ScheduleView } from '@shared/event-time';

export interface CalendarEvent {
  /** Unique for all time: 'event-12@example.org'. */
  uid: string;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED). */
  updatedAt: Date;
  createdAt: Date;
  /** Raised at each change, so a calendar that has the event takes the new version. */
  sequence: number;
  schedule: ScheduleView;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  categories?: string[];
  organizer?: { name: string; email: string | null };
}

export interface CalendarOptions {
  prodId: string;
  /** The calendar's name in the subscriber's app (the feed). */
  name?: string;
  /** How often a subscribed app should fetch the feed again, as an RFC 5545 duration. */
  refreshInterval?: string;
}

export const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT as RFC 5545 3.3.11 has it: backslash, semicolon and comma escaped, line breaks as \n, no other controls. */
export function escapeText(text: string): string {
  return withoutControls(text.replace(/\r\n?/g, '\n'), '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

/** A parameter value (a name in CN=…): quoted, without the quotes and controls it may not hold. */
function paramValue(text: string): string {
  return `"${withoutControls(text, '').replaceAll('"', '')}"`;
}

/** The text without control characters (tab aside, and the ones listed in `keep`), which iCalendar text may not hold. */
function withoutControls(text: string, keep: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 9 || (code >= 32 && code !== 127) || keep.includes(char)) out += char;
  }
  return out;
}

/**
 * One content line folded as RFC 5545 3.1 asks: no physical line over 75 octets, each continuation
 * starting with a space, and never a break inside a character's UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation's leading space counts toward its 75 octets.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20260614T230000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const basicDate = (date: string) => date.replaceAll('-', '');
const basicLocal = (date: string, time: string) => `${basicDate(date)}T${time.replace(':', '')}00`;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The moments the zone's offset changes within [start, end), found day by day and narrowed to the minute. */
function transitions(zone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  const DAY = 86_400_000;
  let before = zoneOffset(start, zone);
  for (let day = start; day < end; day += DAY) {
    const next = zoneOffset(day + DAY, zone);
    if (next === before) continue;
    let lo = day;
    let hi = day + DAY;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffset(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: before, to: next });
    before = next;
  }
  return found;
}

/**
 * The VTIMEZONE of a zone for the years [firstYear, lastYear]: one STANDARD or DAYLIGHT part for the offset
 * in force as the range opens and one for every change of the clocks within it.
 */
export function vtimezone(zone: string, firstYear: number, lastYear: number): string[] {
  const start = Date.UTC(firstYear, 0, 1);
  const end = Date.UTC(lastYear + 1, 0, 1);
  const changes = transitions(zone, start, end);
  const offsets = [zoneOffset(start, zone), ...changes.map((c) => c.to)];
  const standard = Math.min(...offsets);
  const part = (onset: number, from: number, to: number): string[] => {
    const kind = to > standard ? 'DAYLIGHT' : 'STANDARD';
    // The onset is the local time on the clocks that run until the change.
    const local = utcStamp(new Date(onset + from * 60_000)).slice(0, -1);
    return [
      `BEGIN:${kind}`,
      `DTSTART:${local}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `TZNAME:${escapeText(zoneAbbreviation(new Date(onset), zone))}`,
      `END:${kind}`,
    ];
  };
  const opening = zoneOffset(start, zone);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...part(start, opening, opening),
    ...changes.flatMap((change) => part(change.at, change.from, change.to)),
    'END:VTIMEZONE',
  ];
}

function eventLines(event: CalendarEvent): string[] {
  const s = event.schedule;
  const when = s.allDay
    ? [`DTSTART;VALUE=DATE:${basicDate(s.startDate)}`, `DTEND;VALUE=DATE:${basicDate(addDays(s.endDate ?? s.startDate, 1))}`]
    : [
        `DTSTART;TZID=${s.timeZone}:${basicLocal(s.startDate, s.startTime ?? '00:00')}`,
        ...(s.endDate && s.endTime ? [`DTEND;TZID=${s.timeZone}:${basicLocal(s.endDate, s.endTime)}`] : []),
      ];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `CREATED:${utcStamp(event.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `SEQUENCE:${event.sequence}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    ...(event.categories?.length ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
    ...(event.organizer?.email ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A whole iCalendar object of the events, CRLF line ends and folded lines included. */
export function calendarText(events: CalendarEvent[], options: CalendarOptions): string {
  const zones = new Map<string, { first: number; last: number }>();
  for (const e of events) {
    if (e.schedule.allDay) continue;
    const years = [e.schedule.startDate, e.schedule.endDate ?? e.schedule.startDate].map((d) => Number(d.slice(0, 4)));
    const known = zones.get(e.schedule.timeZone);
    zones.set(e.schedule.timeZone, { first: Math.min(known?.first ?? Infinity, ...years), last: Math.max(known?.last ?? -Infinity, ...years) });
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    ...(options.name ? [`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...(options.refreshInterval ? [`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`] : []),
    ...[...zones].flatMap(([zone, years]) => vtimezone(zone, years.first, years.last)),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
