// The iCalendar writer against RFC 5545, read back by a small validator of its own: CRLF line ends,
// lines of at most 75 octets folded without splitting a UTF-8 sequence, escaped text, the required
// properties, and VTIMEZONE rules that turn each local time back into the instant it stands for.
import { describe, expect, it } from 'vitest';
import { checkSchedule, scheduleView, type ScheduleInput } from '@shared/event-time';
import { calendarText, escapeText, foldLine, vtimezone, type CalendarEvent } from './ics';

// ---- The validator

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface Component {
  name: string;
  properties: Property[];
  children: Component[];
}

const CRLF_BYTES = Buffer.from('\r\n');

/** Splits the octets into physical lines, checking CRLF ends, the 75-octet limit and whole UTF-8 characters. */
function physicalLines(octets: Buffer): string[] {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const lines: string[] = [];
  let start = 0;
  while (start < octets.length) {
    const end = octets.indexOf(CRLF_BYTES, start);
    if (end < 0) throw new Error(`the last line does not end in CRLF: ${octets.subarray(start).toString()}`);
    const line = octets.subarray(start, end);
    if (line.includes(0x0a) || line.includes(0x0d)) throw new Error(`a bare CR or LF in: ${line.toString()}`);
    if (line.length > 75) throw new Error(`${line.length} octets in one line: ${line.toString()}`);
    // A fold inside a multi-octet character leaves a line that is not UTF-8 by itself.
    lines.push(decoder.decode(line));
    start = end + 2;
  }
  return lines;
}

/** Unfolds continuation lines and splits each content line into its name, parameters and value. */
function contentLines(physical: string[]): Property[] {
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (!logical.length) throw new Error('a continuation line opens the object');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  return logical.map((line) => {
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') quoted = !quoted;
      if (line[i] === ':' && !quoted) {
        colon = i;
        break;
      }
    }
    if (colon < 0) throw new Error(`no value in: ${line}`);
    const [name, ...rawParams] = line.slice(0, colon).split(';');
    if (!/^[A-Z][A-Z0-9-]*$/.test(name!)) throw new Error(`bad property name in: ${line}`);
    const params = Object.fromEntries(rawParams.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
    return { name: name!, params, value: line.slice(colon + 1) };
  });
}

function componentTree(properties: Property[]): Component {
  const root: Component = { name: '', properties: [], children: [] };
  const stack = [root];
  for (const property of properties) {
    const top = stack[stack.length - 1]!;
    if (property.name === 'BEGIN') {
      const child = { name: property.value, properties: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (property.name === 'END') {
      if (top.name !== property.value) throw new Error(`END:${property.value} closes ${top.name}`);
      stack.pop();
    } else top.properties.push(property);
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced components');
  return root.children[0]!;
}

const one = (c: Component, name: string) => {
  const found = c.properties.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${c.name} has ${found.length} ${name}`);
  return found[0]!;
};

/** A TEXT value read back; bare commas and semicolons are refused, as are unknown escapes. */
function unescapeText(value: string): string {
  if (/(^|[^\\])(\\\\)*[;,]/.test(value)) throw new Error(`unescaped separator in: ${value}`);
  return value.replace(/\\(.)/g, (_, c: string) => {
    if (c === 'n' || c === 'N') return '\n';
    if (c === '\\' || c === ';' || c === ',') return c;
    throw new Error(`unknown escape \\${c}`);
  });
}

/** The UTC instant of a local DATE-TIME under a VTIMEZONE's STANDARD and DAYLIGHT onsets. */
function instantIn(zone: Component, local: string): number {
  const asUtc = (text: string) =>
    Date.UTC(+text.slice(0, 4), +text.slice(4, 6) - 1, +text.slice(6, 8), +text.slice(9, 11), +text.slice(11, 13), +text.slice(13, 15));
  const offset = (text: string) => (text.startsWith('-') ? -1 : 1) * (+text.slice(1, 3) * 60 + +text.slice(3, 5));
  const onsets = zone.children
    .map((part) => ({ at: asUtc(one(part, 'DTSTART').value), to: offset(one(part, 'TZOFFSETTO').value) }))
    .filter((o) => o.at <= asUtc(local))
    .sort((a, b) => a.at - b.at);
  if (!onsets.length) throw new Error(`no onset before ${local} in ${one(zone, 'TZID').value}`);
  return asUtc(local) - onsets[onsets.length - 1]!.to * 60_000;
}

/** Parses a whole calendar and checks what RFC 5545 requires of it; answers its events. */
function validate(text: string) {
  const calendar = componentTree(contentLines(physicalLines(Buffer.from(text, 'utf8'))));
  expect(calendar.name).toBe('VCALENDAR');
  expect(one(calendar, 'VERSION').value).toBe('2.0');
  expect(one(calendar, 'PRODID').value).toMatch(/^-\/\/.+\/\/.+\/\/EN$/);
  const zones = new Map(calendar.children.filter((c) => c.name === 'VTIMEZONE').map((z) => [one(z, 'TZID').value, z]));
  for (const zone of zones.values()) {
    expect(zone.children.length).toBeGreaterThan(0);
    for (const part of zone.children) {
      expect(['STANDARD', 'DAYLIGHT']).toContain(part.name);
      expect(one(part, 'DTSTART').value).toMatch(/^\d{8}T\d{6}$/);
      expect(one(part, 'TZOFFSETFROM').value).toMatch(/^[+-]\d{4}$/);
      expect(one(part, 'TZOFFSETTO').value).toMatch(/^[+-]\d{4}$/);
    }
  }
  return calendar.children
    .filter((c) => c.name === 'VEVENT')
    .map((event) => {
      one(event, 'UID');
      expect(one(event, 'DTSTAMP').value).toMatch(/^\d{8}T\d{6}Z$/);
      const start = one(event, 'DTSTART');
      const ends = event.properties.filter((p) => p.name === 'DTEND');
      expect(ends.length + event.properties.filter((p) => p.name === 'DURATION').length).toBeLessThanOrEqual(1);
      const instant = (p: Property) => {
        if (p.params.VALUE === 'DATE') {
          expect(p.value).toMatch(/^\d{8}$/);
          return p.value;
        }
        expect(p.value).toMatch(/^\d{8}T\d{6}$/);
        const zone = zones.get(p.params.TZID!);
        if (!zone) throw new Error(`no VTIMEZONE for TZID ${p.params.TZID}`);
        return new Date(instantIn(zone, p.value)).toISOString();
      };
      // An all-day start and end are both dates.
      if (ends[0]) expect(ends[0].params.VALUE).toBe(start.params.VALUE);
      const text = (name: string) => {
        const found = event.properties.find((p) => p.name === name);
        return found ? unescapeText(found.value) : undefined;
      };
      return {
        uid: one(event, 'UID').value,
        start: instant(start),
        end: ends[0] ? instant(ends[0]) : undefined,
        summary: text('SUMMARY'),
        description: text('DESCRIPTION'),
        location: text('LOCATION'),
        url: one(event, 'URL').value,
        sequence: one(event, 'SEQUENCE').value,
      };
    });
}

// ---- The events

const NOW = new Date('2026-01-05T12:00:00Z');
function schedule(input: Partial<ScheduleInput>) {
  const { schedule, issues } = checkSchedule(
    { startDate: '', startTime: '', endDate: '', endTime: '', allDay: false, timeZone: 'America/New_York', ...input },
    { now: NOW },
  );
  expect(issues).toEqual([]);
  return scheduleView(schedule!);
}

const TRICKY = 'Rally; food, fun & "music" \\ backslash\nSecond line\r\nThird line — café ☕ 音楽 👩🏾‍🍳';
const base = (over: Partial<CalendarEvent>): CalendarEvent => ({
  uid: 'event-1@directory.test',
  createdAt: new Date('2026-01-01T10:00:00Z'),
  updatedAt: new Date('2026-01-02T11:30:00Z'),
  sequence: 0,
  schedule: schedule({ startDate: '2026-06-14', startTime: '19:00', endTime: '21:30' }),
  summary: 'Westside Food Drive',
  description: 'No neighbor goes hungry',
  location: '250 Joseph E. Lowery Blvd, Atlanta, GA 30314',
  url: 'https://directory.test/events/1',
  ...over,
});

describe('calendarText', () => {
  const events: CalendarEvent[] = [
    base({ summary: TRICKY, description: `${TRICKY}\n\n${'é'.repeat(40)}${'日本'.repeat(30)}${'👍'.repeat(25)}`, location: TRICKY }),
    base({
      uid: 'event-2@directory.test',
      sequence: 3,
      schedule: schedule({ startDate: '2026-03-07', startTime: '22:00', endDate: '2026-03-08', endTime: '04:00' }),
      location: null,
    }),
    base({ uid: 'event-3@directory.test', schedule: schedule({ startDate: '2026-07-04', endDate: '2026-07-06', allDay: true }) }),
    base({ uid: 'event-4@directory.test', schedule: schedule({ startDate: '2026-11-20', allDay: true, timeZone: 'America/Los_Angeles' }) }),
    base({ uid: 'event-5@directory.test', schedule: schedule({ startDate: '2027-01-15', startTime: '09:00', timeZone: 'America/Los_Angeles' }) }),
    base({ uid: 'event-6@directory.test', schedule: schedule({ startDate: '2026-08-01', startTime: '10:00', timeZone: 'America/Phoenix' }) }),
  ];
  const text = calendarText(events, { prodId: '-//The Engine//Community events//EN', name: 'Community events; near you', refreshInterval: 'PT6H' });
  const parsed = validate(text);

  it('writes CRLF line ends only, and lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lengths = text.split('\r\n').map((line) => Buffer.byteLength(line));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(75);
    // The long description really was folded.
    expect(lengths.filter((n) => n > 70).length).toBeGreaterThan(3);
  });

  it('reads every event back with its text intact', () => {
    expect(parsed).toHaveLength(6);
    expect(parsed[0]).toMatchObject({ uid: 'event-1@directory.test', summary: TRICKY.replace('\r\n', '\n'), location: TRICKY.replace('\r\n', '\n') });
    expect(parsed[0]!.description).toBe(`${TRICKY.replace('\r\n', '\n')}\n\n${'é'.repeat(40)}${'日本'.repeat(30)}${'👍'.repeat(25)}`);
    expect(parsed[1]).toMatchObject({ location: undefined, sequence: '3', url: 'https://directory.test/events/1' });
  });

  it('places timed events at their instants through the VTIMEZONE it wrote, across a change of the clocks', () => {
    expect(parsed[0]).toMatchObject({ start: '2026-06-14T23:00:00.000Z', end: '2026-06-15T01:30:00.000Z' });
    expect(parsed[1]).toMatchObject({ start: '2026-03-08T03:00:00.000Z', end: '2026-03-08T08:00:00.000Z' });
    expect(parsed[4]).toMatchObject({ start: '2027-01-15T17:00:00.000Z', end: undefined });
    expect(parsed[5]).toMatchObject({ start: '2026-08-01T17:00:00.000Z' });
    expect(text).toContain('DTSTART;TZID=America/New_York:20260614T190000\r\n');
    expect(text).toContain('DTSTART;TZID=America/Los_Angeles:20270115T090000\r\n');
  });

  it('writes all-day events as dates, the end the day after the last', () => {
    expect(parsed[2]).toMatchObject({ start: '20260704', end: '20260707' });
    expect(parsed[3]).toMatchObject({ start: '20261120', end: '20261121' });
    // All-day events need no time zone: Los Angeles appears for event 5 only.
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(3);
  });

  it('names the calendar for subscribers and says how often to refresh', () => {
    expect(text).toContain('NAME:Community events\\; near you\r\n');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
  });

  it('is a valid empty calendar with no events', () => {
    expect(validate(calendarText([], { prodId: '-//The Engine//Community events//EN' }))).toEqual([]);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other controls', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007bell\u0000')).toBe('tab\therebell');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    // 74 ASCII octets then a 4-octet emoji: the emoji moves whole to the next line.
    const folded = foldLine(`${'x'.repeat(74)}😀😀`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n 😀😀`);
    for (const char of ['é', '€', '😀']) {
      const lines = foldLine(char.repeat(100)).split('\r\n');
      for (const line of lines) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(Buffer.from(line).toString()).toBe(line);
      }
      expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(char.repeat(100));
    }
  });
});

describe('vtimezone', () => {
  it('has the 2026 changes of New York and none for Arizona', () => {
    const ny = vtimezone('America/New_York', 2026, 2026).join('\n');
    expect(ny).toContain('BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nTZNAME:EDT\nEND:DAYLIGHT');
    expect(ny).toContain('BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nTZNAME:EST\nEND:STANDARD');
    expect(vtimezone('America/Phoenix', 2026, 2027).filter((l) => l.startsWith('BEGIN:'))).toEqual(['BEGIN:VTIMEZONE', 'BEGIN:STANDARD']);
  });
});

describe('the validator', () => {
  const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//x//y//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
  const event = (...lines: string[]) =>
    calendar('BEGIN:VEVENT', 'UID:1', 'DTSTAMP:20260101T000000Z', 'SEQUENCE:0', 'URL:https://x.test/', 'DTSTART;VALUE=DATE:20260101', ...lines, 'END:VEVENT');

  it('refuses what the writer must never do', () => {
    expect(validate(event('SUMMARY:caf\u00e9'))[0]!.summary).toBe('caf\u00e9');
    // A fold between the two octets of 'é' leaves a physical line that is not UTF-8 by itself.
    const [before, after] = event('SUMMARY:caf\u00e9').split('\u00e9');
    const split = Buffer.concat([Buffer.from(before!), Buffer.from([0xc3, 0x0d, 0x0a, 0x20, 0xa9]), Buffer.from(after!)]);
    expect(() => physicalLines(split)).toThrow(TypeError);
    expect(() => validate(event(`SUMMARY:${'x'.repeat(70)}`))).toThrow(/octets in one line/);
    expect(() => validate(event('SUMMARY:a,b'))).toThrow(/unescaped separator/);
    expect(() => validate(event('SUMMARY:ok').replace('END:VEVENT\r\n', 'END:VEVENT\n'))).toThrow(/bare CR or LF/);
    expect(() => validate(event('DTEND;TZID=America/New_York:20260101T100000'))).toThrow();
    expect(() => validate(calendar('BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', 'END:VEVENT'))).toThrow(/0 UID/);
  });
});
