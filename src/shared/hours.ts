// Business hours: parses the free hours text of a listing and tells whether it is open now,
// in the business's own time zone. Pure functions, used by the cards and the detail page.

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Minutes after midnight; `close` below `open` means the range runs past midnight. */
export interface TimeRange {
  open: number;
  close: number;
}

export type ParsedHours =
  | { kind: 'weekly'; days: TimeRange[][] } // index 0 = Monday; an empty list = closed that day
  | { kind: 'always' }
  | { kind: 'appointment' }
  | { kind: 'unknown' };

export type OpenStatus = 'open' | 'closed' | 'unknown';

export const HOURS_NOT_AVAILABLE = 'Hours not available';

const DAY_ALIASES: Record<string, number> = {
  mon: 0, monday: 0, tue: 1, tues: 1, tuesday: 1, wed: 2, weds: 2, wednesday: 2,
  thu: 3, thur: 3, thurs: 3, thursday: 3, fri: 4, friday: 4, sat: 5, saturday: 5, sun: 6, sunday: 6,
};

const DAY_WORD = '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)';
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?';
const timeRangeRe = new RegExp(`${TIME}\\s*(?:-|–|—|to)\\s*${TIME}`, 'gi');
const dayRangeRe = new RegExp(`\\b(${DAY_WORD})\\.?\\s*(?:-|–|—|to|through|thru)\\s*(${DAY_WORD})\\b`, 'gi');
const dayRe = new RegExp(`\\b(${DAY_WORD})\\b`, 'gi');

function toMinutes(hour: string, minute: string | undefined, meridiem: string | undefined): number | null {
  let h = Number(hour);
  const m = minute ? Number(minute) : 0;
  if (m > 59) return null;
  const mer = meridiem?.replace(/\./g, '').toLowerCase();
  if (mer) {
    if (h < 1 || h > 12) return null;
    if (mer === 'am' && h === 12) h = 0;
    if (mer === 'pm' && h !== 12) h += 12;
  } else if (h > 24) return null;
  return (h === 24 ? 24 * 60 : h * 60) + m;
}

function parseRanges(text: string): TimeRange[] {
  const ranges: TimeRange[] = [];
  for (const m of text.matchAll(timeRangeRe)) {
    let open = toMinutes(m[1]!, m[2], m[3]);
    let close = toMinutes(m[4]!, m[5], m[6]);
    if (open === null || close === null) continue;
    // '9-5pm' means 9am: the opening inherits the closing half of the day when that makes a sane range.
    if (!m[3] && m[6] && m[6].toLowerCase().startsWith('p') && open + 12 * 60 < close) open += 12 * 60;
    if (close === 0) close = 24 * 60;
    if (open === close) continue;
    ranges.push({ open: open % (24 * 60), close });
  }
  return ranges;
}

function parseDays(text: string): number[] {
  const days = new Set<number>();
  let rest = text;
  for (const m of text.matchAll(dayRangeRe)) {
    const from = DAY_ALIASES[m[1]!.toLowerCase()]!;
    const to = DAY_ALIASES[m[2]!.toLowerCase()]!;
    for (let d = from; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === to) break;
    }
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(dayRe)) days.add(DAY_ALIASES[m[1]!.toLowerCase()]!);
  if (/\bweekdays?\b/i.test(rest)) [0, 1, 2, 3, 4].forEach((d) => days.add(d));
  if (/\bweekends?\b/i.test(rest)) [5, 6].forEach((d) => days.add(d));
  return [...days];
}

/** Parses hours text such as 'Mon 09:00-17:00, ..., Sat Closed', 'Mon-Fri 9am-5pm', 'Daily 11-22', '24/7'. */
export function parseHours(text: string | null | undefined): ParsedHours {
  const source = (text ?? '').trim();
  if (!source) return { kind: 'unknown' };
  const lower = source.toLowerCase();
  if (/24\s*\/\s*7|24\s*hours|open\s+24/.test(lower)) return { kind: 'always' };
  if (/appointment/.test(lower)) return { kind: 'appointment' };

  const days: (TimeRange[] | undefined)[] = Array.from({ length: 7 }, () => undefined);
  let pendingDays: number[] = [];
  let understood = false;
  for (const segment of source.split(/[;\n]|,(?![^()]*\))/)) {
    const part = segment.trim();
    if (!part) continue;
    const lowerPart = part.toLowerCase();
    const everyDay = /\b(daily|every\s*day|7\s*days)\b/.test(lowerPart);
    const named = everyDay ? [0, 1, 2, 3, 4, 5, 6] : parseDays(part);
    const ranges = parseRanges(part);
    const closed = /\bclosed\b/.test(lowerPart);
    if (!ranges.length && !closed) {
      // 'Sat, Sun 10:00-16:00': a bare day list takes the hours of the next segment.
      pendingDays.push(...named);
      continue;
    }
    const target = [...pendingDays, ...named];
    pendingDays = [];
    if (!target.length) {
      // 'Closed' with no days: every day not named elsewhere is closed, which is the default.
      if (closed && !ranges.length) {
        understood = true;
        continue;
      }
      target.push(0, 1, 2, 3, 4, 5, 6);
    }
    for (const d of target) days[d] = closed && !ranges.length ? [] : [...(days[d] ?? []), ...ranges];
    understood = true;
  }
  if (!understood) return { kind: 'unknown' };
  return { kind: 'weekly', days: days.map((d) => d ?? []) };
}

/** The weekday (0 = Monday) and minutes after midnight of `now` in `timeZone`. */
export function localDayAndMinutes(now: Date, timeZone?: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAY_SHORT.indexOf(get('weekday') as (typeof WEEKDAY_SHORT)[number]);
  return { day: day < 0 ? 0 : day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function isOpenAt(hours: ParsedHours, day: number, minutes: number): OpenStatus {
  if (hours.kind === 'always') return 'open';
  if (hours.kind !== 'weekly') return 'unknown';
  for (const r of hours.days[day] ?? []) {
    if (r.close > r.open ? minutes >= r.open && minutes < r.close : minutes >= r.open) return 'open';
  }
  // Yesterday's ranges that run past midnight.
  for (const r of hours.days[(day + 6) % 7] ?? []) {
    if (r.close <= r.open && minutes < r.close) return 'open';
  }
  return 'closed';
}

/** Open now, closed, or unknown (no parseable hours, or by appointment). */
export function openStatus(text: string | null | undefined, now: Date, timeZone?: string): OpenStatus {
  const hours = parseHours(text);
  if (hours.kind === 'unknown' || hours.kind === 'appointment') return 'unknown';
  const { day, minutes } = localDayAndMinutes(now, timeZone);
  return isOpenAt(hours, day, minutes);
}

export function formatMinutes(minutes: number): string {
  const m = minutes % (24 * 60);
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${suffix}`;
}

/** One line per weekday for display: 'Monday: 9:00 AM – 5:00 PM', 'Saturday: Closed'. */
export function weeklySchedule(hours: ParsedHours): { day: string; text: string }[] | null {
  if (hours.kind === 'always') return WEEKDAYS.map((day) => ({ day, text: 'Open 24 hours' }));
  if (hours.kind !== 'weekly') return null;
  return WEEKDAYS.map((day, i) => {
    const ranges = hours.days[i] ?? [];
    const text = ranges.length ? ranges.map((r) => `${formatMinutes(r.open)} – ${formatMinutes(r.close)}`).join(', ') : 'Closed';
    return { day, text };
  });
}

/** A state's main time zone, for 'open now' in the business's local time. */
export function stateTimeZone(state: string | null | undefined): string | undefined {
  if (!state) return undefined;
  const code = state.toUpperCase();
  for (const [zone, states] of Object.entries(STATE_ZONES)) if (states.includes(code)) return zone;
  return undefined;
}

const STATE_ZONES: Record<string, string[]> = {
  'America/New_York': ['CT', 'DE', 'DC', 'FL', 'GA', 'IN', 'KY', 'ME', 'MD', 'MA', 'MI', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV'],
  'America/Chicago': ['AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI'],
  'America/Denver': ['CO', 'ID', 'MT', 'NM', 'UT', 'WY'],
  'America/Phoenix': ['AZ'],
  'America/Los_Angeles': ['CA', 'NV', 'OR', 'WA'],
  'America/Anchorage': ['AK'],
  'Pacific/Honolulu': ['HI'],
};
