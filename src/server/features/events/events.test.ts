// Community events: a submission is stored pending and answered with a token that reads it back;
// the form's rules hold on the server; only approved events are listed, without contact details.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { eventPayload, insertEvent } from '../../../test/article-factories';
import { testEngine } from '../../../test/database';
import { events } from '@server/db/schema';
import { EVENT_SUBMISSIONS_PER_HOUR } from './events.routes';

const t = useTestApp();

// Each request from its own address: submissions are rate-limited per address (tested below).
let address = 0;
const post = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: payload as object, remoteAddress });
const count = async () => (await t.database.db.select().from(events)).length;

describe(`POST /api/events (${testEngine})`, () => {
  it('stores the event pending and answers it with a confirmation token', async () => {
    const res = await post(
      eventPayload({ eventPhotos: ['/uploads/0123456789abcdef01234567.webp'], organizationLogo: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      eventName: 'Westside Food Drive',
      organizationName: 'Westside Community Kitchen',
      contactFirstName: 'Keisha',
      email: 'keisha@westsidekitchen.org',
      status: 'pending',
      offeringPay: null,
      entryFee: 'Free',
      eventPhotos: ['/uploads/0123456789abcdef01234567.webp'],
      organizationLogo: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
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

describe(`GET /api/events/approved (${testEngine})`, () => {
  it('lists approved events only, without the contact person', async () => {
    await insertEvent(t.database.db, { eventName: 'Still pending', status: 'pending' });
    await insertEvent(t.database.db, { eventName: 'Turned down', status: 'denied' });
    await insertEvent(t.database.db, { eventName: 'Older approved', status: 'approved', decidedAt: new Date('2026-02-01T00:00:00Z') });
    await insertEvent(t.database.db, { eventName: 'Newly approved', status: 'approved', decidedAt: new Date('2026-03-01T00:00:00Z') });
    const res = await t.app.inject({ method: 'GET', url: '/api/events/approved' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((e: { eventName: string }) => e.eventName)).toEqual(['Newly approved', 'Older approved']);
    expect(body.items[0]).not.toHaveProperty('email');
    expect(body.items[0]).not.toHaveProperty('phone');
    expect(body.items[0]).not.toHaveProperty('contactFirstName');
  });
});
