// Hours parsing: the form's own format, free text, day ranges and edge days, and the week as display lines.
import { describe, expect, it } from 'vitest';
import { parseHours, weeklySchedule, type ParsedHours } from './hours';

const FORM_TEXT = 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed';
const weekly = (h: ParsedHours) => {
  if (h.kind !== 'weekly') throw new Error(`expected weekly, got ${h.kind}`);
  return h.days;
};
const H = (hh: number, mm = 0) => hh * 60 + mm;

describe('parseHours', () => {
  it("reads the listing form's format", () => {
    const days = weekly(parseHours(FORM_TEXT));
    expect(days[0]).toEqual([{ open: H(9), close: H(17) }]);
    expect(days[4]).toEqual([{ open: H(9), close: H(17) }]);
    expect(days[5]).toEqual([]);
    expect(days[6]).toEqual([]);
  });

  it('reads day ranges, 12-hour times and bare day lists', () => {
    const days = weekly(parseHours('Mon-Fri 8am-6:30pm; Sat, Sun 10:00-16:00'));
    expect(days[2]).toEqual([{ open: H(8), close: H(18, 30) }]);
    expect(days[5]).toEqual([{ open: H(10), close: H(16) }]);
    expect(days[6]).toEqual([{ open: H(10), close: H(16) }]);
  });

  it('reads ranges that wrap the week', () => {
    const days = weekly(parseHours('Fri-Mon 12:00-20:00'));
    expect(days.map((d) => d.length)).toEqual([1, 0, 0, 0, 1, 1, 1]);
  });

  it("reads 'daily', 'weekdays' and 'closed weekends'", () => {
    expect(weekly(parseHours('Daily 11:00-22:00')).every((d) => d.length === 1)).toBe(true);
    const days = weekly(parseHours('Weekdays 9-5pm, closed weekends'));
    expect(days[0]).toEqual([{ open: H(9), close: H(17) }]);
    expect(days[5]).toEqual([]);
  });

  it("reads '24/7', '24 hours' and appointments", () => {
    expect(parseHours('Open 24/7').kind).toBe('always');
    expect(parseHours('24 Hours').kind).toBe('always');
    expect(parseHours('By appointment only').kind).toBe('appointment');
  });

  it('gives unknown for empty or unparseable text', () => {
    expect(parseHours('').kind).toBe('unknown');
    expect(parseHours(null).kind).toBe('unknown');
    expect(parseHours('Call us to ask').kind).toBe('unknown');
    expect(parseHours('Mon 25:00-26:00').kind).toBe('unknown');
  });
});

describe('weeklySchedule', () => {
  it('lists every day with readable times', () => {
    const rows = weeklySchedule(parseHours(FORM_TEXT));
    expect(rows?.[0]).toEqual({ day: 'Monday', text: '9:00 AM – 5:00 PM' });
    expect(rows?.[6]).toEqual({ day: 'Sunday', text: 'Closed' });
    expect(weeklySchedule(parseHours('nonsense'))).toBeNull();
  });
});
