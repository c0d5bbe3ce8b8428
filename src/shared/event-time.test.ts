// Event times across zones: a New York event read in Los Angeles, the days the clocks change, all-day
// events, when an event is over, the schedule rules and the texts.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  checkSchedule,
  eventOverAt,
  isEventOver,
  readsDifferentlyIn,
  scheduleInZone,
  scheduleView,
  SCHEDULE_MESSAGES,
  startOfDay,
  wallClock,
  whenLine,
  whenText,
  zonedInstant,
  zoneOffset,
  type ScheduleInput,
  type ScheduleView,
} from './event-time';
import { STATE_TIME_ZONES, timeZoneOfState } from './reference/time-zones';
import { STATE_CODES } from './reference/states';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A checked schedule as the API sends it, for the text and zone helpers. */
function view(input: Partial<ScheduleInput>, now = new Date('2026-01-01T12:00:00Z')): ScheduleView {
  const { schedule, issues } = checkSchedule({ startDate: '', startTime: '', endDate: '', endTime: '', allDay: false, timeZone: NY, ...input }, { now });
  expect(issues).toEqual([]);
  return scheduleView(schedule!);
}

describe('wall clock and instants', () => {
  it('reads an evening in New York as the afternoon in Los Angeles', () => {
    const start = zonedInstant('2026-06-14', '19:00', NY)!;
    expect(start.toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(wallClock(start, LA)).toEqual({ date: '2026-06-14', time: '16:00' });
  });

  it('moves a New York event just after midnight to the evening before in Los Angeles', () => {
    const s = view({ startDate: '2026-06-15', startTime: '00:30', endTime: '02:00' });
    const there = scheduleInZone(s, LA);
    expect(there).toMatchObject({ startDate: '2026-06-14', startTime: '21:30', endDate: '2026-06-14', endTime: '23:00', timeZone: LA });
    expect(whenText(there)).toEqual({ date: 'Sunday, June 14, 2026', time: '9:30 PM – 11:00 PM PDT' });
    expect(whenText(s)).toEqual({ date: 'Monday, June 15, 2026', time: '12:30 AM – 2:00 AM EDT' });
  });

  it('knows when another zone reads the same times and when it does not', () => {
    const s = view({ startDate: '2026-06-14', startTime: '19:00', endTime: '21:00' });
    expect(readsDifferentlyIn(s, LA)).toBe(true);
    expect(readsDifferentlyIn(s, NY)).toBe(false);
    // Michigan keeps New York's clocks: nothing to add for a visitor there.
    expect(readsDifferentlyIn(s, 'America/Detroit')).toBe(false);
    // Arizona keeps no daylight saving time: the same as Denver in winter, an hour apart in summer.
    const denverWinter = view({ startDate: '2026-01-10', startTime: '10:00', timeZone: 'America/Denver' });
    const denverSummer = view({ startDate: '2026-07-10', startTime: '10:00', timeZone: 'America/Denver' });
    expect(readsDifferentlyIn(denverWinter, 'America/Phoenix')).toBe(false);
    expect(readsDifferentlyIn(denverSummer, 'America/Phoenix')).toBe(true);
    expect(whenText(scheduleInZone(denverSummer, 'America/Phoenix')).time).toBe('9:00 AM MST');
  });

  it('gives zone offsets with daylight saving time', () => {
    expect(zoneOffset(new Date('2026-01-15T12:00:00Z'), NY)).toBe(-300);
    expect(zoneOffset(new Date('2026-07-15T12:00:00Z'), NY)).toBe(-240);
    expect(zoneOffset(new Date('2026-07-15T12:00:00Z'), 'America/Phoenix')).toBe(-420);
    expect(zoneOffset(new Date('2026-07-15T12:00:00Z'), 'Pacific/Honolulu')).toBe(-600);
  });
});

describe('the days the clocks change (New York, 2026: 8 March forward, 1 November back)', () => {
  it('has no 2:30 AM on the day the clocks go forward', () => {
    expect(zonedInstant('2026-03-08', '02:30', NY)).toBeNull();
    expect(iso(zonedInstant('2026-03-08', '01:59', NY))).toBe('2026-03-08T06:59:00.000Z');
    expect(iso(zonedInstant('2026-03-08', '03:00', NY))).toBe('2026-03-08T07:00:00.000Z');
    const { issues } = checkSchedule(
      { startDate: '2026-03-08', startTime: '02:30', endDate: '', endTime: '', allDay: false, timeZone: NY },
      { now: new Date('2026-01-01T00:00:00Z') },
    );
    expect(issues).toEqual([{ field: 'startTime', message: SCHEDULE_MESSAGES.skipped('2026-03-08') }]);
    expect(issues[0]!.message).toBe('The clocks skip this time on Sunday, March 8, 2026 (daylight saving time starts). Please choose another time.');
  });

  it('takes the first of the two 1:30 AMs on the day the clocks go back', () => {
    expect(iso(zonedInstant('2026-11-01', '01:30', NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedInstant('2026-11-01', '02:30', NY))).toBe('2026-11-01T07:30:00.000Z');
  });

  it('counts a night across the change in real hours and names both zones', () => {
    const s = view({ startDate: '2026-03-07', startTime: '22:00', endDate: '2026-03-08', endTime: '04:00' });
    expect(new Date(s.endsAt!).getTime() - new Date(s.startsAt).getTime()).toBe(5 * 3600_000);
    expect(whenText(s)).toEqual({ date: 'Saturday, March 7 – Sunday, March 8, 2026', time: '10:00 PM Sat EST – 4:00 AM Sun EDT' });
  });

  it('ends an event without an end at the end of its day, a 23-hour day included', () => {
    const s = view({ startDate: '2026-03-08', startTime: '09:00' });
    expect(eventOverAt(s).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDay('2026-03-09', NY).getTime() - startOfDay('2026-03-08', NY).getTime()).toBe(23 * 3600_000);
    expect(startOfDay('2026-11-02', NY).getTime() - startOfDay('2026-11-01', NY).getTime()).toBe(25 * 3600_000);
    expect(isEventOver(s, new Date('2026-03-09T03:59:59Z'))).toBe(false);
    expect(isEventOver(s, new Date('2026-03-09T04:00:00Z'))).toBe(true);
  });

  it('starts the day where midnight itself is skipped at the jump', () => {
    // Santiago moved its clocks from midnight to 1 AM on 7 September 2025.
    expect(zonedInstant('2025-09-07', '00:30', 'America/Santiago')).toBeNull();
    expect(startOfDay('2025-09-07', 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
  });
});

describe('all-day events', () => {
  it('run from the first moment of the first day to the first moment after the last, in their zone', () => {
    const one = view({ startDate: '2026-06-14', allDay: true });
    expect(one).toMatchObject({ startsAt: '2026-06-14T04:00:00.000Z', endsAt: null, startTime: null, endDate: null });
    expect(eventOverAt(one).toISOString()).toBe('2026-06-15T04:00:00.000Z');
    const three = view({ startDate: '2026-06-14', endDate: '2026-06-16', allDay: true, timeZone: LA });
    expect(three).toMatchObject({ startsAt: '2026-06-14T07:00:00.000Z', endsAt: '2026-06-17T07:00:00.000Z', endDate: '2026-06-16' });
  });

  it('keep their dates in every zone and say All day', () => {
    const s = view({ startDate: '2026-06-14', endDate: '2026-06-16', allDay: true });
    expect(readsDifferentlyIn(s, LA)).toBe(false);
    expect(scheduleInZone(s, LA)).toBe(s);
    expect(whenText(s)).toEqual({ date: 'Sunday, June 14 – Tuesday, June 16, 2026', time: 'All day' });
    expect(whenLine(view({ startDate: '2026-12-31', endDate: '2027-01-01', allDay: true }), 'short')).toBe('Thu, Dec 31, 2026 – Fri, Jan 1, 2027 · All day');
  });

  it('ignore times sent with them', () => {
    const s = view({ startDate: '2026-06-14', startTime: '10:00', endTime: '08:00', allDay: true });
    expect(s).toMatchObject({ startTime: null, endTime: null, endsAt: null });
  });
});

describe('the schedule rules', () => {
  const now = new Date('2026-05-20T16:00:00Z'); // noon in New York
  const check = (input: Partial<ScheduleInput>, keepStartsAt?: Date | null) =>
    checkSchedule({ startDate: '', startTime: '', endDate: '', endTime: '', allDay: false, timeZone: NY, ...input }, { now, keepStartsAt });

  it.each([
    [{}, 'startDate', SCHEDULE_MESSAGES.startDate],
    [{ startDate: '2026-02-30', startTime: '10:00' }, 'startDate', SCHEDULE_MESSAGES.badDate],
    [{ startDate: '2026-06-01' }, 'startTime', SCHEDULE_MESSAGES.startTime],
    [{ startDate: '2026-06-01', startTime: '25:00' }, 'startTime', SCHEDULE_MESSAGES.badTime],
    [{ startDate: '2026-06-01', startTime: '10:00', endDate: '2026-06-02' }, 'endTime', SCHEDULE_MESSAGES.endTime],
    [{ startDate: '2026-06-01', startTime: '10:00', endTime: '10:00' }, 'endTime', SCHEDULE_MESSAGES.endBeforeStart],
    [{ startDate: '2026-06-01', startTime: '10:00', endTime: '09:00' }, 'endTime', SCHEDULE_MESSAGES.endBeforeStart],
    [{ startDate: '2026-06-02', startTime: '10:00', endDate: '2026-06-01', endTime: '11:00' }, 'endTime', SCHEDULE_MESSAGES.endBeforeStart],
    [{ startDate: '2026-06-02', allDay: true, endDate: '2026-06-01' }, 'endDate', SCHEDULE_MESSAGES.lastDayBeforeFirst],
    [{ startDate: '2026-05-19', startTime: '10:00' }, 'startDate', SCHEDULE_MESSAGES.startPassed],
    [{ startDate: '2026-05-19', allDay: true }, 'startDate', SCHEDULE_MESSAGES.startPassed],
    [{ startDate: '2026-05-20', startTime: '11:59' }, 'startTime', SCHEDULE_MESSAGES.startTimePassed],
    [{ startDate: '2028-05-21', startTime: '10:00' }, 'startDate', SCHEDULE_MESSAGES.tooFar],
    [{ startDate: '2028-05-20', startTime: '10:00', endDate: '2028-05-21', endTime: '10:00' }, 'endDate', SCHEDULE_MESSAGES.endTooFar],
    [{ startDate: '2026-06-01', startTime: '10:00', timeZone: 'Mars/Olympus_Mons' }, 'timeZone', SCHEDULE_MESSAGES.timeZone],
  ] as const)('refuses %j on %s', (input, field, message) => {
    expect(check(input)).toEqual({ schedule: null, issues: [{ field, message }] });
  });

  it('accepts today later on, today all day, and exactly two years ahead', () => {
    expect(check({ startDate: '2026-05-20', startTime: '12:00' }).issues).toEqual([]);
    expect(check({ startDate: '2026-05-20', allDay: true }).issues).toEqual([]);
    expect(check({ startDate: '2028-05-20', startTime: '10:00' }).issues).toEqual([]);
    // 'Today' is the event's own: at noon in New York it is still 9 AM in Los Angeles.
    expect(check({ startDate: '2026-05-20', startTime: '10:00', timeZone: LA }).issues).toEqual([]);
  });

  it('lets an end time alone end the event on its first day', () => {
    expect(check({ startDate: '2026-06-01', startTime: '10:00', endTime: '12:00' }).schedule).toMatchObject({ endDate: '2026-06-01', endTime: '12:00' });
  });

  it('lets staff keep a past start, but not move an event into the past', () => {
    const kept = zonedInstant('2026-05-01', '18:00', NY)!;
    expect(check({ startDate: '2026-05-01', startTime: '18:00' }, kept).issues).toEqual([]);
    expect(check({ startDate: '2026-05-02', startTime: '18:00' }, kept).issues).toEqual([{ field: 'startDate', message: SCHEDULE_MESSAGES.startPassed }]);
  });

  it("keeps 'Date to be announced' only for staff editing an event that has no date", () => {
    expect(check({}, null)).toEqual({ schedule: null, issues: [] });
    expect(check({ endTime: '10:00' }, null).issues[0]!.field).toBe('startDate');
    expect(check({}).issues[0]!.field).toBe('startDate');
    expect(check({}, new Date('2026-05-01T00:00:00Z')).issues[0]!.field).toBe('startDate');
  });
});

describe('dates and texts', () => {
  it('adds days and years across months and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addYears('2028-02-29', 2)).toBe('2030-03-01');
  });

  it('writes times on the 12-hour clock', () => {
    const at = (startTime: string) => whenText(view({ startDate: '2026-06-01', startTime })).time;
    expect(at('00:00')).toBe('12:00 AM EDT');
    expect(at('12:00')).toBe('12:00 PM EDT');
    expect(at('19:05')).toBe('7:05 PM EDT');
  });
});

describe('state time zones', () => {
  it('has a known zone for every state and DC, the primary one for states that span two', () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual([...STATE_CODES].sort());
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    expect(timeZoneOfState('TX')).toBe('America/Chicago');
    expect(timeZoneOfState('FL')).toBe(NY);
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState(null)).toBe(NY);
  });
});
