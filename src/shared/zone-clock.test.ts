// The arithmetic clocks of the site's US zones agree with the platform's time zone database at every
// hour of several years and at every minute around each daylight-saving change.
import { describe, expect, it } from 'vitest';
import { STATE_TIME_ZONES } from './hours';
import { ARITHMETIC_ZONES, zoneOffsetMinutes, zoneWallClock } from './zone-clock';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlWallClock(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { weekday: WEEKDAYS.indexOf(get('weekday')), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

const HOUR = 3_600_000;

describe('zoneWallClock', () => {
  it('covers every zone a state is given', () => {
    for (const zone of STATE_TIME_ZONES) expect(ARITHMETIC_ZONES).toContain(zone);
  });

  it.each(ARITHMETIC_ZONES)('matches the time zone database in %s every hour from 2024 to 2030', (zone) => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += HOUR) {
      const instant = new Date(t);
      const expected = intlWallClock(instant, zone);
      const actual = zoneWallClock(instant, zone);
      if (actual?.weekday !== expected.weekday || actual.minutes !== expected.minutes) mismatches.push(instant.toISOString());
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('changes at the minute daylight-saving time starts and ends', () => {
    // New York, 2026: 8 March 2:00 EST (07:00 UTC) jumps to 3:00; 1 November 2:00 EDT (06:00 UTC) falls to 1:00.
    for (const [from, to] of [
      [Date.UTC(2026, 2, 8, 6, 30), Date.UTC(2026, 2, 8, 7, 30)],
      [Date.UTC(2026, 10, 1, 5, 30), Date.UTC(2026, 10, 1, 6, 30)],
    ]) {
      for (let t = from!; t <= to!; t += 60_000) {
        const instant = new Date(t);
        expect(zoneWallClock(instant, 'America/New_York'), instant.toISOString()).toEqual(intlWallClock(instant, 'America/New_York'));
      }
    }
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 2, 8, 6, 59)), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date(Date.UTC(2026, 2, 8, 7, 0)), 'America/New_York')).toBe(-240);
  });

  it('keeps Arizona and Hawaii on standard time all year, and knows no other zone', () => {
    const july = new Date(Date.UTC(2026, 6, 1, 12));
    expect(zoneOffsetMinutes(july, 'America/Phoenix')).toBe(-420);
    expect(zoneOffsetMinutes(july, 'Pacific/Honolulu')).toBe(-600);
    expect(zoneWallClock(july, 'Europe/London')).toBeNull();
  });
});
