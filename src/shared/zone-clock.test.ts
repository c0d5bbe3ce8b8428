// The arithmetic clocks of the site's US zones agree with the platform's time zone database at every
// hour of several years and at every minute around each daylight-saving change; other zones, and times
// before a zone took its rule, are read from the database itself.
import { describe, expect, it } from 'vitest';
import { STATE_TIME_ZONES } from './reference/time-zones';
import { ARITHMETIC_ZONES, zoneOffset, zoneOffsetMinutes, zoneWallClock, zoneWallTime } from './zone-clock';

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
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(ARITHMETIC_ZONES).toContain(zone);
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

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset in minutes at `t` as the time zone database names it ('GMT-05:00'). */
function databaseOffset(t: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

describe('zoneOffset', () => {
  it('agrees with the time zone database for every US zone around each change of the clocks, 2007 to 2040', () => {
    const mismatches: string[] = [];
    for (const zone of ARITHMETIC_ZONES) {
      for (let year = 2007; year <= 2040; year++) {
        // The second Sunday of March and the first of November, half-hourly from the day before to the day after.
        for (const [month, from] of [
          [2, 7],
          [10, 0],
        ] as const) {
          const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
          const sunday = 1 + ((7 - first) % 7) + from;
          for (let t = Date.UTC(year, month, sunday - 1); t <= Date.UTC(year, month, sunday + 1, 12); t += 30 * 60_000) {
            if (zoneOffset(t, zone) !== databaseOffset(t, zone)) mismatches.push(`${zone} ${new Date(t).toISOString()}`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('reads a zone before it took its present rule, and any other zone, from the time zone database', () => {
    // Indianapolis kept no daylight saving until 2006; Beulah kept Mountain time until November 2010.
    const july2005 = Date.UTC(2005, 6, 1);
    expect(zoneOffsetMinutes(july2005, 'America/Indiana/Indianapolis')).toBeNull();
    expect(zoneOffset(july2005, 'America/Indiana/Indianapolis')).toBe(-300);
    expect(zoneOffset(Date.UTC(2010, 0, 15), 'America/North_Dakota/Beulah')).toBe(-420);
    expect(zoneOffset(Date.UTC(2011, 0, 15), 'America/North_Dakota/Beulah')).toBe(-360);
    // Before 2007 daylight saving began in April: 20 March 1999 was still on standard time.
    expect(zoneOffset(Date.UTC(1999, 2, 20, 12), 'America/New_York')).toBe(-300);
    expect(zoneOffset(Date.UTC(2026, 6, 1), 'Europe/London')).toBe(60);
    expect(zoneOffset(new Date(Date.UTC(2026, 0, 1)), 'Asia/Kolkata')).toBe(330);
    expect(() => zoneOffset(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('keeps Adak on Hawaii-Aleutian time with daylight saving, and Honolulu without', () => {
    const january = Date.UTC(2026, 0, 15);
    const july = Date.UTC(2026, 6, 15);
    expect([zoneOffset(january, 'America/Adak'), zoneOffset(july, 'America/Adak')]).toEqual([-600, -540]);
    expect([zoneOffset(january, 'Pacific/Honolulu'), zoneOffset(july, 'Pacific/Honolulu')]).toEqual([-600, -600]);
  });

  it('reads the wall clock of any zone the runtime knows', () => {
    const instant = Date.UTC(2026, 6, 1, 12, 34, 56, 789);
    expect(new Date(zoneWallTime(instant, 'America/Boise')).toISOString()).toBe('2026-07-01T06:34:56.000Z');
    expect(new Date(zoneWallTime(instant, 'Europe/London')).toISOString()).toBe('2026-07-01T13:34:56.000Z');
  });
});
