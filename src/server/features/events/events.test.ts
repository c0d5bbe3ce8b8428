// Community events: a submission is stored pending and answered with a token that reads it back; the
// form's rules (when and where included) hold on the server; only approved events are listed, upcoming
// soonest first or past latest first, without contact details; each has its page data and .ics file, and
// /events.ics carries the upcoming ones.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkSchedule, SCHEDULE_MESSAGES, type ScheduleInput } from '@shared/event-time';
import { pick } from '@shared/pick';
import { eventSchema } from '@shared/schemas/event';
import { useTestApp } from '../../../test/app';
import { daysFromToday, eventPayload } from '../../../test/article-factories';
import { testEngine } from '../../../test/database';
import { events } from '@server/db/schema';
import { insertEvent as storeEvent } from './events.repo';
import { EVENT_SUBMISSIONS_PER_HOUR } from './events.routes';

const t = useTestApp();

// Each request from its own address: submissions are rate-limited per address (tested below).
let address = 0;
const post = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, remoteAddress });
const count = async () => (await t.database.db.select().from(events)).length;

describe(`POST /api/events (${testEngine})`, () => {
  it('stores the event pending and answers it with a confirmation token', async () => {
    const sent = eventPayload({ eventPhotos: ['/uploads/0123456789abcdef01234567.webp'], organizationLogo: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp' });
    const res = await post(sent);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // The event as sent, pending, with the empty offer of pay stored as none.
    expect(body).toMatchObject({
      ...pick(sent, ['eventName', 'organizationName', 'contactFirstName', 'email', 'entryFee', 'eventPhotos', 'organizationLogo']),
      status: 'pending',
      offeringPay: null,
    });
    expect(body.confirmationToken).toMatch(/^[\w-]{20,}$/);
    const [row] = await t.database.db.select().from(events);
    expect(row).toMatchObject({ id: body.id, status: 'pending', mainTopic: 'Food Security' });
  });

  it('reads the event back with its token, and with no other', async () => {
    const created = (await post(eventPayload({ eventName: 'Read me back' }))).json();
    const ok = await t.app.inject({ method: 'GET', url: `/api/events/${created.id}?token=${created.confirmationToken}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: created.id, eventName: 'Read me back', phone: '(404) 555-0199' });

    const other = (await post(eventPayload({ eventName: 'Someone else' }))).json();
    for (const url of [
      `/api/events/${other.id}?token=${created.confirmationToken}`,
      `/api/events/${created.id}`,
      `/api/events/${created.id}?token=forged`,
      `/api/events/nope?token=${created.confirmationToken}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Event not found');
    }
  });

  it('accepts an article of exactly 3000 characters and refuses 3001', async () => {
    expect((await post(eventPayload({ article: 'a'.repeat(3000) }))).statusCode).toBe(201);
    const before = await count();
    const res = await post(eventPayload({ article: 'a'.repeat(3001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.article).toBe('The article can be at most 3000 characters');
    expect(await count()).toBe(before);
  });

  it.each([
    ['eventName', { eventName: '  ' }],
    ['organizationName', { organizationName: '' }],
    ['eventAddress', { eventAddress: undefined }],
    ['eventState', { eventState: '' }],
    ['onlineUrl', { attendanceMode: 'online', onlineUrl: '' }],
    ['onlineUrl', { attendanceMode: 'online', onlineUrl: 'javascript:alert(1)' }],
    ['startDate', { startDate: '' }],
    ['startTime', { startTime: '' }],
    ['timeZone', { timeZone: 'Mars/Olympus' }],
    ['organizerEmail', { organizerEmail: 'not-an-address' }],
    ['organizerPhone', { organizerPhone: '12' }],
    ['mainTopic', { mainTopic: 'Sports' }],
    ['tagline', { tagline: '' }],
    ['cause', { cause: ' ' }],
    ['contactFirstName', { contactFirstName: '' }],
    ['contactLastName', { contactLastName: '' }],
    ['email', { email: 'nope' }],
    ['phone', { phone: '12' }],
    ['eventPhotos.0', { eventPhotos: ['javascript:alert(1)'] }],
    ['organizationLogo', { organizationLogo: '/etc/passwd' }],
  ])('refuses a bad %s and stores nothing', async (field, change) => {
    const before = await count();
    const res = await post(eventPayload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBeTruthy();
    expect(await count()).toBe(before);
  });
});

describe(`POST /api/events rate limit (${testEngine})`, () => {
  it(`refuses submission ${EVENT_SUBMISSIONS_PER_HOUR + 1} within the hour from one address`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= EVENT_SUBMISSIONS_PER_HOUR; i += 1) codes.push((await post(eventPayload({ eventName: `Burst ${i}` }), '10.9.9.9')).statusCode);
    expect(codes.slice(0, EVENT_SUBMISSIONS_PER_HOUR).every((c) => c === 201)).toBe(true);
    expect(codes[EVENT_SUBMISSIONS_PER_HOUR]).toBe(429);
    expect((await post(eventPayload(), '10.9.9.10')).statusCode).toBe(201);
  });
});

describe(`the schedule rules on the server (${testEngine})`, () => {
  it.each([
    ['a start that has passed', { startDate: daysFromToday(-1) }, 'startDate', SCHEDULE_MESSAGES.startPassed],
    ['an end before the start', { startTime: '20:00', endTime: '19:00' }, 'endTime', SCHEDULE_MESSAGES.endBeforeStart],
    ['a start over two years ahead', { startDate: daysFromToday(2 * 366 + 1) }, 'startDate', SCHEDULE_MESSAGES.tooFar],
    ['a last day before the first', { allDay: true, startDate: daysFromToday(5), endDate: daysFromToday(4) }, 'endDate', SCHEDULE_MESSAGES.lastDayBeforeFirst],
  ])('refuses %s with its message and stores nothing', async (_name, change, field, message) => {
    const before = await count();
    const res = await post(eventPayload(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it('stores the instants of the wall clock in the event zone, and answers the schedule as entered', async () => {
    const startDate = daysFromToday(40);
    const created = (await post(eventPayload({ eventName: 'Zoned', startDate, startTime: '19:30', endTime: '21:00', timeZone: 'America/Los_Angeles' }))).json();
    const expected = checkSchedule(
      { startDate, startTime: '19:30', endDate: '', endTime: '21:00', allDay: false, timeZone: 'America/Los_Angeles' },
      { now: new Date() },
    ).schedule!;
    expect(created.schedule).toMatchObject({ startDate, startTime: '19:30', endTime: '21:00', timeZone: 'America/Los_Angeles', allDay: false });
    expect(created.schedule.startsAt).toBe(expected.startsAt.toISOString());
    const [row] = await t.database.db.select().from(events).where(eq(events.id, created.id));
    expect(row!.startsAt!.toISOString()).toBe(expected.startsAt.toISOString());
    // Pacific time is 7 or 8 hours behind UTC: 19:30 there is 02:30 or 03:30 UTC the next day.
    expect(['02:30', '03:30']).toContain(row!.startsAt!.toISOString().slice(11, 16));
  });

  it('takes an online event with its link and no address', async () => {
    const res = await post(eventPayload({ attendanceMode: 'online', onlineUrl: 'https://meet.example.org/abc', eventAddress: '', eventState: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ attendanceMode: 'online', onlineUrl: 'https://meet.example.org/abc', eventAddress: null });
  });
});

/** An approved event that starts `days` from today (negative: it is over), stored as the form would. */
async function approvedEvent(name: string, days: number | null, extra: Partial<ScheduleInput> & { state?: string } = {}) {
  const startDate = days === null ? '' : daysFromToday(days);
  const input = eventSchema.parse(eventPayload({ eventName: name, startDate: daysFromToday(1), eventState: extra.state ?? 'GA' }));
  const now = new Date(Date.now() - 400 * 86_400_000);
  const { schedule } =
    days === null
      ? { schedule: null }
      : checkSchedule({ startDate, startTime: '18:00', endDate: '', endTime: '20:00', allDay: false, timeZone: 'America/New_York', ...extra }, { now });
  const row = await storeEvent(t.database.db, { ...input, eventName: name }, schedule);
  await t.database.db.update(events).set({ status: 'approved', decidedAt: new Date() }).where(eq(events.id, row.id));
  return row;
}

describe(`GET /api/events (${testEngine})`, () => {
  it('lists approved events only: upcoming soonest first, to be announced last; past ones latest first', async () => {
    await t.database.db.delete(events);
    const pending = (await post(eventPayload({ eventName: 'Still pending' }))).json();
    expect(pending.status).toBe('pending');
    await approvedEvent('Next month', 30);
    await approvedEvent('Tomorrow', 1);
    await approvedEvent('Date unknown', null);
    await approvedEvent('Last week', -7);
    await approvedEvent('Yesterday', -1);
    const withdrawn = await approvedEvent('Taken down', 3);
    await t.database.db.update(events).set({ status: 'withdrawn' }).where(eq(events.id, withdrawn.id));

    const upcoming = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(upcoming.statusCode).toBe(200);
    const items = upcoming.json().items as Record<string, unknown>[];
    expect(items.map((e) => e.eventName)).toEqual(['Tomorrow', 'Next month', 'Date unknown']);
    expect(items[0]).not.toHaveProperty('email');
    expect(items[0]).not.toHaveProperty('phone');
    expect(items[0]).not.toHaveProperty('contactFirstName');
    expect(items[2]!.schedule).toBeNull();

    const past = (await t.app.inject({ method: 'GET', url: '/api/events?when=past' })).json();
    expect(past.items.map((e: { eventName: string }) => e.eventName)).toEqual(['Yesterday', 'Last week']);

    const page = (await t.app.inject({ method: 'GET', url: '/api/events?limit=1&offset=1' })).json();
    expect(page).toMatchObject({ hasMore: true, items: [{ eventName: 'Next month' }] });
    const window = (await t.app.inject({ method: 'GET', url: `/api/events?to=${daysFromToday(10)}` })).json();
    expect(window.items.map((e: { eventName: string }) => e.eventName)).toEqual(['Tomorrow']);
  });

  it('filters by state and refuses a bad query with a message', async () => {
    await t.database.db.delete(events);
    await approvedEvent('In Georgia', 2);
    await approvedEvent('In Texas', 3, { state: 'TX', timeZone: 'America/Chicago' });
    const texas = (await t.app.inject({ method: 'GET', url: '/api/events?state=TX' })).json();
    expect(texas.items.map((e: { eventName: string }) => e.eventName)).toEqual(['In Texas']);
    for (const query of ['when=soon', 'state=XX', 'from=yesterday', 'limit=500']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });
});

describe(`an approved event's page data and calendar (${testEngine})`, () => {
  it('answers an approved event, and 404 for a pending or withdrawn one', async () => {
    const approved = await approvedEvent('Open Mic Night', 12);
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${approved.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: approved.id, eventName: 'Open Mic Night', schedule: { startTime: '18:00', timeZone: 'America/New_York' } });
    expect(res.json()).not.toHaveProperty('email');

    const pending = (await post(eventPayload({ eventName: 'Not yet' }))).json();
    const withdrawn = await approvedEvent('Gone', 4);
    await t.database.db.update(events).set({ status: 'withdrawn' }).where(eq(events.id, withdrawn.id));
    for (const id of [pending.id, withdrawn.id, 99999, 'abc']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/events/${id}` });
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json().error.message).toBe('Event not found');
      expect((await t.app.inject({ method: 'GET', url: `/api/events/${id}/calendar.ics` })).statusCode).toBe(404);
    }
  });

  it('downloads an .ics of the event, and /events.ics carries every upcoming dated event', async () => {
    await t.database.db.delete(events);
    const party = await approvedEvent('Block Party; Food, Music', 6);
    await approvedEvent('Long over', -20);
    await approvedEvent('No date yet', null);

    const file = await t.app.inject({ method: 'GET', url: `/api/events/${party.id}/calendar.ics` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="?block-party/);
    const text = file.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('SUMMARY:Block Party\\; Food\\, Music\r\n');
    expect(text).toContain(`DTSTART;TZID=America/New_York:${daysFromToday(6).replaceAll('-', '')}T180000\r\n`);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const feed = await t.app.inject({ method: 'GET', url: '/events.ics' });
    expect(feed.statusCode).toBe(200);
    const summaries = feed.body.split('\r\n').filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries).toEqual(['SUMMARY:Block Party\\; Food\\, Music']);
  });
});
