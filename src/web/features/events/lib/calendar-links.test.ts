import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '@shared/event-time';
import { calendarLinks, googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

const evening: ScheduleView = {
  startsAt: '2026-06-14T22:00:00.000Z',
  endsAt: '2026-06-15T00:30:00.000Z',
  allDay: false,
  timeZone: 'America/New_York',
  startDate: '2026-06-14',
  startTime: '18:00',
  endDate: '2026-06-14',
  endTime: '20:30',
};
const base = {
  title: 'Westside Food Drive & Fair',
  details: 'Bring canned goods.\n\nDetails: https://site.example/events/7',
  location: '250 Lowery Blvd, Atlanta, GA 30314',
};
const params = (url: string) => new URL(url).searchParams;

describe('googleCalendarUrl', () => {
  it('gives a timed event its start and end in UTC, every text encoded', () => {
    const url = googleCalendarUrl({ ...base, schedule: evening });
    expect(url.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(true);
    expect(params(url).get('dates')).toBe('20260614T220000Z/20260615T003000Z');
    expect(params(url).get('text')).toBe('Westside Food Drive & Fair');
    expect(params(url).get('details')).toBe(base.details);
    expect(params(url).get('location')).toBe(base.location);
    // Spaces as %20, never '+', and the ampersand in the name does not start a new parameter.
    expect(url).toContain('text=Westside%20Food%20Drive%20%26%20Fair');
    expect(url).not.toContain('+');
  });

  it('gives an event without an end two hours', () => {
    const url = googleCalendarUrl({ ...base, schedule: { ...evening, endsAt: null, endDate: null, endTime: null } });
    expect(params(url).get('dates')).toBe('20260614T220000Z/20260615T000000Z');
  });

  it('gives an all-day event its dates, the end the day after its last day', () => {
    const oneDay: ScheduleView = {
      ...evening,
      allDay: true,
      startsAt: '2026-06-14T04:00:00.000Z',
      endsAt: null,
      startTime: null,
      endDate: null,
      endTime: null,
    };
    expect(params(googleCalendarUrl({ ...base, schedule: oneDay })).get('dates')).toBe('20260614/20260615');
    const weekend = { ...oneDay, endDate: '2026-06-30', endsAt: '2026-07-01T04:00:00.000Z' };
    expect(params(googleCalendarUrl({ ...base, schedule: weekend })).get('dates')).toBe('20260614/20260701');
  });

  it('leaves out a blank location', () => {
    expect(params(googleCalendarUrl({ ...base, location: '', schedule: evening })).has('location')).toBe(false);
  });
});

describe('outlookCalendarUrl', () => {
  it('gives a timed event ISO instants and allday=false', () => {
    const url = outlookCalendarUrl({ ...base, schedule: evening });
    expect(url.startsWith('https://outlook.live.com/calendar/0/deeplink/compose?')).toBe(true);
    const p = params(url);
    expect(p.get('subject')).toBe(base.title);
    expect(p.get('startdt')).toBe('2026-06-14T22:00:00Z');
    expect(p.get('enddt')).toBe('2026-06-15T00:30:00Z');
    expect(p.get('allday')).toBe('false');
    expect(p.get('body')).toBe(base.details);
    expect(p.get('location')).toBe(base.location);
  });

  it('gives an all-day event its dates and allday=true', () => {
    const weekend: ScheduleView = { ...evening, allDay: true, startTime: null, endTime: null, endDate: '2026-06-15', endsAt: '2026-06-16T04:00:00.000Z' };
    const p = params(outlookCalendarUrl({ ...base, schedule: weekend }));
    expect([p.get('startdt'), p.get('enddt'), p.get('allday')]).toEqual(['2026-06-14', '2026-06-16', 'true']);
  });

  it('gives an event without an end two hours', () => {
    const p = params(outlookCalendarUrl({ ...base, schedule: { ...evening, endsAt: null, endDate: null, endTime: null } }));
    expect(p.get('enddt')).toBe('2026-06-15T00:00:00Z');
  });
});

it('calendarLinks gives both', () => {
  const links = calendarLinks({ ...base, schedule: evening });
  expect(links).toEqual({ google: googleCalendarUrl({ ...base, schedule: evening }), outlook: outlookCalendarUrl({ ...base, schedule: evening }) });
});
