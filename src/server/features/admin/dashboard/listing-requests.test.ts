// Business requests: the queue, approval (searchable at once, owner link, history, e-mail), denial
// (feedback required and e-mailed), a request that is gone, and two admins approving at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingModeration, outbox, userBusinesses } from '@server/db/schema';
import { useTestApp } from '../../../../test/app';
import { signInAdmin, signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing } from '../../../../test/factories';
import type { ChangeEvent } from '@server/plugins/realtime';

const t = useTestApp();
const admin = signedInAdmin(t);

const mailTo = async (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

describe(`admin business requests (${testEngine})`, () => {
  it('lists pending requests newest first with status counts, paging and search', async () => {
    const older = await insertListing(t.database.db, { status: 'pending', businessName: 'Queue Older Bakery', approvedAt: null });
    const newer = await insertListing(t.database.db, { status: 'pending', businessName: 'Queue Newer Bakery', approvedAt: null });
    await insertListing(t.database.db, { businessName: 'Queue Approved Bakery' });
    const res = await admin.get('/api/admin/listing-requests?q=queue&limit=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([newer.id]);
    expect(body.total).toBe(2);
    expect(body.counts).toMatchObject({ pending: 2, approved: 1, declined: 0, all: 3 });
    const second = (await admin.get('/api/admin/listing-requests?q=queue&limit=1&offset=1')).json();
    expect(second.items[0].id).toBe(older.id);
    expect((await admin.get('/api/admin/listing-requests?limit=101')).statusCode).toBe(400);
  });

  it('approves: approved, searchable at once, owner link, history and e-mail', async () => {
    const request = await insertListing(t.database.db, {
      status: 'pending',
      businessName: 'Kente Corner Cafe',
      userId: 'user-42',
      businessEmail: 'kente@example.com',
      approvedAt: null,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${request.id}` })).statusCode).toBe(404);
    const changes: ChangeEvent[] = [];
    const unsubscribe = t.app.changes.subscribe((e) => changes.push(e));

    const res = await admin.post(`/api/admin/listing-requests/${request.id}/approve`, { feedback: 'Welcome aboard!' });
    unsubscribe();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: request.id, status: 'approved', emailed: true });

    const found = await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent('Kente Corner')}` });
    expect(found.json().items.map((i: { id: number }) => i.id)).toContain(request.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/listings/${request.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().approvedAt).not.toBeNull();

    const links = await t.database.db.select().from(userBusinesses).where(eq(userBusinesses.listingId, request.id));
    expect(links).toMatchObject([{ userId: 'user-42', role: 'owner' }]);
    const history = await t.database.db.select().from(listingModeration).where(eq(listingModeration.listingId, request.id));
    expect(history).toMatchObject([{ decision: 'approved', feedback: 'Welcome aboard!' }]);
    expect(history[0]!.adminId).toBeGreaterThan(0);
    const [mail] = await mailTo('kente@example.com');
    expect(mail!.subject).toContain('approved');
    expect(mail!.body).toContain('Welcome aboard!');
    expect(changes).toContainEqual({ topic: 'listings', id: request.id });

    const listed = (await admin.get('/api/admin/listing-requests?status=approved&q=Kente')).json();
    expect(listed.items[0].lastDecision).toMatchObject({ decision: 'approved', adminUsername: 'admin', feedback: 'Welcome aboard!' });
  });

  it('denies only with feedback, records it and e-mails it to the business', async () => {
    const request = await insertListing(t.database.db, { status: 'pending', businessEmail: 'deny-me@example.com', approvedAt: null });
    const blank = await admin.post(`/api/admin/listing-requests/${request.id}/deny`, { feedback: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.feedback).toBe('Please write the feedback to send');
    expect((await admin.post(`/api/admin/listing-requests/${request.id}/deny`, {})).statusCode).toBe(400);

    const res = await admin.post(`/api/admin/listing-requests/${request.id}/deny`, { feedback: 'Please add photos of your storefront.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: request.id, status: 'declined', emailed: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${request.id}` })).statusCode).toBe(404);
    const [mail] = await mailTo('deny-me@example.com');
    expect(mail!.body).toContain('Please add photos of your storefront.');
    expect(mail!.status).toBe('stored');
    const history = await t.database.db.select().from(listingModeration).where(eq(listingModeration.listingId, request.id));
    expect(history).toMatchObject([{ decision: 'declined', feedback: 'Please add photos of your storefront.' }]);

    const again = await admin.post(`/api/admin/listing-requests/${request.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${request.id}` })).statusCode).toBe(404);
  });

  it("answers 'Request not found' for a request that is gone", async () => {
    for (const action of ['approve', 'deny']) {
      const res = await admin.post(`/api/admin/listing-requests/987654/${action}`, { feedback: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Request not found');
    }
  });

  it('lets only one of two simultaneous approvals win', async () => {
    const request = await insertListing(t.database.db, { status: 'pending', businessEmail: 'race@example.com', approvedAt: null });
    const other = await signInAdmin(t, 'second-admin');
    const results = await Promise.all([
      admin.post(`/api/admin/listing-requests/${request.id}/approve`, {}),
      other.post(`/api/admin/listing-requests/${request.id}/approve`, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await t.database.db.select().from(listingModeration).where(eq(listingModeration.listingId, request.id));
    expect(history).toHaveLength(1);
    expect(await mailTo('race@example.com')).toHaveLength(1);
  });

  it('lets only one of an approval and a denial at once win', async () => {
    const request = await insertListing(t.database.db, { status: 'pending', approvedAt: null });
    const results = await Promise.all([
      admin.post(`/api/admin/listing-requests/${request.id}/approve`, {}),
      admin.post(`/api/admin/listing-requests/${request.id}/deny`, { feedback: 'No' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
