// Open now: overnight ranges and edge days, and the local time of the business's zone.
import { describe, expect, it } from 'vitest';
import { parseHours } from './hours';
import { businessTimeZone, isOpenAt, localDayAndMinutes, openStatus } from './open-now';
import { stateTimeZone } from './reference/time-zones';

const FORM_TEXT = 'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed';
const H = (hh: number, mm = 0) => hh * 60 + mm;

describe('isOpenAt', () => {
  const form = parseHours(FORM_TEXT);
  it('is open inside a range, closed at the closing minute and before opening', () => {
    expect(isOpenAt(form, 0, H(9))).toBe('open');
    expect(isOpenAt(form, 0, H(16, 59))).toBe('open');
    expect(isOpenAt(form, 0, H(17))).toBe('closed');
    expect(isOpenAt(form, 0, H(8, 59))).toBe('closed');
    expect(isOpenAt(form, 5, H(12))).toBe('closed');
  });

  it('carries an overnight range past midnight into the next day, Sunday into Monday too', () => {
    const late = parseHours('Fri 18:00-02:00, Sun 20:00-01:00');
    expect(isOpenAt(late, 4, H(23))).toBe('open');
    expect(isOpenAt(late, 5, H(1, 30))).toBe('open');
    expect(isOpenAt(late, 5, H(2))).toBe('closed');
    expect(isOpenAt(late, 4, H(1))).toBe('closed');
    expect(isOpenAt(late, 0, H(0, 30))).toBe('open');
  });

  it('treats a range to midnight as ending at the end of the day', () => {
    const h = parseHours('Sat 18:00-00:00');
    expect(isOpenAt(h, 5, H(23, 59))).toBe('open');
    expect(isOpenAt(h, 6, H(0, 1))).toBe('closed');
  });

  it('is always open for 24/7 and unknown by appointment', () => {
    expect(isOpenAt(parseHours('24/7'), 6, H(3))).toBe('open');
    expect(isOpenAt(parseHours('By appointment'), 2, H(12))).toBe('unknown');
  });
});

describe('openStatus in the business time zone', () => {
  // Monday 2026-11-23 15:30 UTC is 10:30 in New York and 07:30 in Los Angeles.
  const now = new Date('2026-11-23T15:30:00Z');
  it('uses the local time of the business', () => {
    expect(openStatus(FORM_TEXT, now, 'America/New_York')).toBe('open');
    expect(openStatus(FORM_TEXT, now, 'America/Los_Angeles')).toBe('closed');
    expect(openStatus('Hours vary', now, 'America/New_York')).toBe('unknown');
  });

  it('maps states to their main time zone', () => {
    expect(stateTimeZone('GA')).toBe('America/New_York');
    expect(stateTimeZone('tx')).toBe('America/Chicago');
    expect(stateTimeZone('CA')).toBe('America/Los_Angeles');
    expect(stateTimeZone(undefined)).toBeUndefined();
  });
});

describe("the business's zone", () => {
  it('is its own stored zone, else its state’s', () => {
    expect(businessTimeZone({ timeZone: 'America/Denver', state: 'TX' })).toBe('America/Denver');
    expect(businessTimeZone({ timeZone: null, state: 'TX' })).toBe('America/Chicago');
    expect(businessTimeZone({ state: 'tx' })).toBe('America/Chicago');
    expect(businessTimeZone({ timeZone: null, state: null })).toBeUndefined();
  });

  it('reads the clocks of the split states’ zones, and of any other zone', () => {
    // Monday 2026-11-23 15:30 UTC.
    const now = new Date('2026-11-23T15:30:00Z');
    expect(localDayAndMinutes(now, 'America/Indiana/Knox')).toEqual({ day: 0, minutes: H(9, 30) });
    expect(localDayAndMinutes(now, 'America/Kentucky/Louisville')).toEqual({ day: 0, minutes: H(10, 30) });
    expect(localDayAndMinutes(now, 'America/Adak')).toEqual({ day: 0, minutes: H(5, 30) });
    expect(localDayAndMinutes(now, 'Asia/Tokyo')).toEqual({ day: 1, minutes: H(0, 30) });
    expect(openStatus(FORM_TEXT, now, 'America/Detroit')).toBe('open');
    expect(openStatus(FORM_TEXT, now, 'America/Boise')).toBe('closed');
    expect(openStatus(FORM_TEXT, now, 'Asia/Tokyo')).toBe('closed');
  });
});
