// Event submissions, get-involved leads and article requests: real approve and deny decisions,
// feedback required to deny and e-mailed, approval of an article request publishing it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogRequests, blogs, events, getInvolvedLeads, outbox } from '@server/db/schema';
import { useTestApp } from '../../../../test/app';
import { insertBlogRequest, insertLead, signedInAdmin } from '../../../../test/admin-factories';
import { insertEvent } from '../../../../test/article-factories';
import { testEngine } from '../../../../test/database';

const t = useTestApp();
const admin = signedInAdmin(t);

const mailTo = async (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
const hasRoute = (method: string, url: string) => t.app.routeTable.some((r) => r.method === method && r.url === url);

describe(`admin event requests (${testEngine})`, () => {
  it('lists, approves and denies events for real', async () => {
    const approveMe = await insertEvent(t.database.db, { eventName: 'Harvest Festival' });
    const denyMe = await insertEvent(t.database.db, { eventName: 'Unclear Gathering' });
    const list = (await admin.get('/api/admin/events')).json();
    expect(list.counts).toMatchObject({ pending: 2, approved: 0, denied: 0 });
    expect(list.items[0]).toMatchObject({ id: denyMe.id, eventName: 'Unclear Gathering', status: 'pending', eventPhotos: [] });

    const approved = await admin.post(`/api/admin/events/${approveMe.id}/approve`, {});
    expect(approved.json()).toEqual({ id: approveMe.id, status: 'approved', emailed: true });
    expect((await admin.post(`/api/admin/events/${denyMe.id}/deny`, { feedback: '' })).statusCode).toBe(400);
    const denied = await admin.post(`/api/admin/events/${denyMe.id}/deny`, { feedback: 'Please add a date and time.' });
    expect(denied.json().status).toBe('denied');

    const [a] = await t.database.db.select().from(events).where(eq(events.id, approveMe.id));
    expect(a).toMatchObject({ status: 'approved' });
    expect(a!.decidedAt).toBeInstanceOf(Date);
    const [d] = await t.database.db.select().from(events).where(eq(events.id, denyMe.id));
    expect(d).toMatchObject({ status: 'denied', feedback: 'Please add a date and time.' });
    expect((await mailTo(denyMe.email))[0]!.body).toContain('Please add a date and time.');
    const pub = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as { items: { eventName: string }[] };
    expect(pub.items.map((e) => e.eventName)).toContain('Harvest Festival');
    expect(pub.items.map((e) => e.eventName)).not.toContain('Unclear Gathering');
    const filtered = (await admin.get('/api/admin/events?status=denied')).json();
    expect(filtered.items.map((i: { id: number }) => i.id)).toEqual([denyMe.id]);
  });

  it('lets only one of two simultaneous decisions win, and knows a missing event', async () => {
    const event = await insertEvent(t.database.db);
    const results = await Promise.all([admin.post(`/api/admin/events/${event.id}/approve`, {}), admin.post(`/api/admin/events/${event.id}/approve`, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const gone = await admin.post('/api/admin/events/424242/approve', {});
    expect(gone.json().error.message).toBe('Request not found');
  });
});

describe(`admin event requests by when (${testEngine})`, () => {
  it('filters upcoming, past and undated events, and withdraws an approved one with an e-mail', async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day);
    const soon = await insertEvent(t.database.db, { eventName: 'Soon Fair', startsAt: at(3), endsListingAt: at(3.1), timeZone: 'America/New_York' });
    const over = await insertEvent(t.database.db, { eventName: 'Over Fair', startsAt: at(-3), endsListingAt: at(-2.9), timeZone: 'America/New_York' });
    const undated = await insertEvent(t.database.db, { eventName: 'Someday Fair' });
    const names = async (when: string) =>
      ((await admin.get(`/api/admin/events?status=all&q=Fair&when=${when}`)).json().items as { eventName: string }[]).map((e) => e.eventName);
    expect(await names('upcoming')).toEqual([soon.eventName]);
    expect(await names('past')).toEqual([over.eventName]);
    expect(await names('undated')).toEqual([undated.eventName]);
    expect((await names('any')).sort()).toEqual([over.eventName, soon.eventName, undated.eventName].sort());
    expect((await admin.get('/api/admin/events?when=soon')).statusCode).toBe(400);

    expect((await admin.post(`/api/admin/events/${soon.id}/withdraw`, { feedback: 'Approve it first.' })).statusCode).toBe(409);
    await admin.post(`/api/admin/events/${soon.id}/approve`, {});
    expect((await admin.post(`/api/admin/events/${soon.id}/withdraw`, { feedback: ' ' })).statusCode).toBe(400);
    const withdrawn = await admin.post(`/api/admin/events/${soon.id}/withdraw`, { feedback: 'The venue cancelled.' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: soon.id, status: 'withdrawn', emailed: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${soon.id}` })).statusCode).toBe(404);
    const mails = await mailTo(soon.email);
    expect(mails.at(-1)!.body).toContain('The venue cancelled.');
  });
});

describe(`admin get-involved leads (${testEngine})`, () => {
  it('approves and denies leads, e-mailing the person', async () => {
    const yes = await insertLead(t.database.db);
    const no = await insertLead(t.database.db);
    expect((await admin.post(`/api/admin/get-involved/${yes.id}/approve`, { feedback: 'See you Saturday!' })).json().status).toBe('approved');
    expect((await admin.post(`/api/admin/get-involved/${no.id}/deny`, { feedback: 'This drive is full.' })).json().status).toBe('denied');
    const rows = await t.database.db.select().from(getInvolvedLeads);
    expect(rows.find((r) => r.id === yes.id)).toMatchObject({ status: 'approved', feedback: 'See you Saturday!' });
    expect(rows.find((r) => r.id === no.id)).toMatchObject({ status: 'denied', feedback: 'This drive is full.' });
    expect((await mailTo(yes.email))[0]!.body).toContain('See you Saturday!');
    expect((await mailTo(no.email))[0]!.body).toContain('This drive is full.');
    const list = (await admin.get('/api/admin/get-involved?status=all')).json();
    expect(list.total).toBe(2);
    expect((await admin.post(`/api/admin/get-involved/${no.id}/approve`, {})).statusCode).toBe(409);
  });
});

describe(`admin article requests (${testEngine})`, () => {
  it('approval publishes the article in its category; denial e-mails the feedback', async () => {
    const request = await insertBlogRequest(t.database.db, { title: 'Sweet Auburn Stories', category: 'History', tags: 'atlanta, history, atlanta' });
    const res = await admin.post(`/api/admin/blog-requests/${request.id}/approve`, {});
    expect(res.json()).toMatchObject({ status: 'approved', emailed: true });
    const [post] = await t.database.db.select().from(blogs).where(eq(blogs.title, 'Sweet Auburn Stories'));
    expect(post).toMatchObject({ status: 'published', category: 'History', author: 'June Writer', tags: ['atlanta', 'history'], location: 'Georgia' });
    expect(post!.readTime).toBe('1 min read');
    expect((await mailTo(request.email))[0]!.subject).toBe('Your article "Sweet Auburn Stories" is published');
    if (hasRoute('GET', '/api/articles')) {
      const pub = (await t.app.inject({ method: 'GET', url: '/api/articles?category=History' })).json() as { items: { id: number }[] };
      expect(pub.items.map((a) => a.id)).toContain(post!.id);
    }

    const denied = await insertBlogRequest(t.database.db, { title: 'Not Yet' });
    expect((await admin.post(`/api/admin/blog-requests/${denied.id}/deny`, { feedback: '   ' })).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/blog-requests/${denied.id}/deny`, { feedback: 'Please cite your sources.' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(blogRequests).where(eq(blogRequests.id, denied.id));
    expect(row).toMatchObject({ status: 'denied', feedback: 'Please cite your sources.' });
    expect(await t.database.db.select().from(blogs).where(eq(blogs.title, 'Not Yet'))).toHaveLength(0);
    expect((await mailTo(denied.email))[0]!.body).toContain('Please cite your sources.');
  });
});
