// The single-pass hours parser reads what the regex parser it replaced read: both run over thousands of
// random hours texts built from real pieces (days, ranges, times, meridiems, separators, brackets) and
// must agree exactly. The old parser stays here as the reference; it is quadratic, so texts stay short.
// Words glued to words ('9amto5pm', 'Monthru Fri') are left out: the new parser reads whole words only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHours, type ParsedHours, type TimeRange } from './hours';

const DAY_ALIASES: Record<string, number> = {
  mon: 0,
  monday: 0,
  tue: 1,
  tues: 1,
  tuesday: 1,
  wed: 2,
  weds: 2,
  wednesday: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  thursday: 3,
  fri: 4,
  friday: 4,
  sat: 5,
  saturday: 5,
  sun: 6,
  sunday: 6,
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

function legacyParseHours(text: string | null | undefined): ParsedHours {
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

const DAYS = [
  'Mon',
  'mon',
  'Monday',
  'MONDAY',
  'Tue',
  'Tues',
  'Tuesday',
  'Wed',
  'Weds',
  'Wednesday',
  'Thu',
  'Thur',
  'Thurs',
  'Thursday',
  'Fri',
  'Friday',
  'Sat',
  'Saturday',
  'Sun',
  'Sunday',
  'Mondays',
  'Tu',
  'Sa',
];
const day = fc.constantFrom(...DAYS);
const space = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');
const dayRange = fc
  .tuple(day, fc.constantFrom('', '.'), space, fc.constantFrom('-', '–', '—', ' to ', ' through ', ' thru ', ' - ', ' TO '), space, day)
  .map((parts) => parts.join(''));
const dayWords = fc.constantFrom(
  'weekdays',
  'Weekday',
  'weekends',
  'Weekend',
  'daily',
  'Daily',
  'every day',
  'everyday',
  'Every  day',
  '7 days',
  '7days',
  '17 days',
);
const hour = fc.integer({ min: 0, max: 26 }).chain((h) => fc.constantFrom(String(h), String(h).padStart(2, '0')));
const time = fc
  .tuple(
    hour,
    fc.constantFrom('', ':00', ':30', ':15', ':5', ':75', ':000'),
    fc.constantFrom('', '', 'am', 'pm', ' am', ' PM', 'a.m.', ' p.m.', 'A.M.', 'pmish', 'a.m', ' p'),
  )
  .map((parts) => parts.join(''));
const timeRange = fc.tuple(time, fc.constantFrom('-', '–', '—', ' to ', ' - ', ' — '), time).map((parts) => parts.join(''));
const oddities = fc.constantFrom(
  '1700-1800',
  '9-1700-1800',
  '109:00-5',
  '9:0-5',
  '9-5:000-6',
  'closed',
  'Closed',
  'CLOSED',
  'closedx',
  '24/7',
  '24 / 7',
  '24 hours',
  '24hours',
  'open 24',
  'Open 24 hours',
  'reopen 2400',
  'by appointment',
  '124 hours',
  '24\n/ 7',
  'open\n24',
);
const filler = fc.constantFrom('', 'lunch', 'hours', '(', ')', '(lunch', 'x)', '_', 'é', 'and', '&', '9', 'open', 'a', 'm', '.');
const item = fc.oneof(
  { weight: 2, arbitrary: day },
  { weight: 2, arbitrary: dayRange },
  { weight: 1, arbitrary: dayWords },
  { weight: 3, arbitrary: timeRange },
  { weight: 1, arbitrary: oddities },
  { weight: 1, arbitrary: filler },
);
const joiner = fc.constantFrom(' ', ' ', ', ', ',', '; ', '\n', ' (', ') ', '', ', ', ' ');
const KNOWN_WORDS = new Set([
  ...DAYS.map((d) => d.toLowerCase()),
  'to',
  'through',
  'thru',
  'weekdays',
  'weekday',
  'weekends',
  'weekend',
  'daily',
  'every',
  'day',
  'everyday',
  'days',
  'am',
  'pm',
  'a',
  'm',
  'p',
  'pmish',
  'closed',
  'closedx',
  'hours',
  'open',
  'reopen',
  'by',
  'appointment',
  'lunch',
  'and',
  'x',
]);
const hoursText = fc
  .array(fc.tuple(item, joiner), { maxLength: 12 })
  .map((parts) => parts.map(([text, join]) => text + join).join(''))
  .filter((text) => (text.match(/[a-z]+/gi) ?? []).every((word) => KNOWN_WORDS.has(word.toLowerCase())));

describe('parseHours reads what the regex parser read', () => {
  it('agrees on random hours text', () => {
    fc.assert(
      fc.property(hoursText, (text) => {
        expect(parseHours(text)).toEqual(legacyParseHours(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on the shapes owners type', () => {
    for (const text of [
      'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed',
      'Mon-Fri 8am-6:30pm; Sat, Sun 10:00-16:00',
      'Fri-Mon 12:00-20:00',
      'Weekdays 9-5pm, closed weekends',
      'Daily 11:00-22:00',
      'Mon - Fri: 9 a.m. to 5 p.m.\nSat 10am - 2pm\nSun closed',
      'Monday through Thursday 11-9, Friday & Saturday 11-11',
      'Mon-Fri 9-5 (lunch 12-1, closed), Sat 10-2',
      'Tues-Sun 7:30am–3pm',
      'Open 24/7',
      'By appointment only',
      'Call us',
      'Mon, Mon 9-5',
      'Every day 6am-midnight',
      '7 days a week 8-8',
      'Mon 9-12, Mon 13-17',
      'Sat 18:00-00:00',
    ]) {
      expect(parseHours(text), text).toEqual(legacyParseHours(text));
    }
  });
});
