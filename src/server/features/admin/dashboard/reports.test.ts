// The Reports queue: reports grouped by listing or review with their reasons counted, for signed-in staff
// only; decisions resolve a whole group once (dismiss, edited, close, delete the review), e-mail the
// listing's verified owner when it concerns them, and a listing marked closed leaves search, suggestions
// and the sitemap until staff reopen it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, listings, outbox, reports, reviews } from '@server/db/schema';
import { makeVerifiedOwner } from '@server/features/owners';
import type { ReportGroupView } from '@shared/schemas/admin-reports';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing, insertReview } from '../../../../test/factories';

const t = useTestApp();
const admin = signedInAdmin(t);
let sender = 0;
const report = (listingId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/listings/${listingId}/reports`, payload, remoteAddress: `10.62.0.${++sender}` });
const queue = async (status = 'open') =>
  (await admin.get(`/api/admin/reports?status=${status}`)).json() as { items: ReportGroupView[]; total: number; counts: Record<string, number> };
const mailTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
const searchNames = async (q: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent(q)}` })).json().items as { businessName: string }[]).map(
    (i) => i.businessName,
  );
const suggested = async (q: string) => JSON.stringify((await t.app.inject({ method: 'GET', url: `/api/suggest?q=${encodeURIComponent(q)}` })).json());

const OWNER = 'owner.of.the.diner@example.com';
let diner: { id: number };
let bakery: { id: number };
let badReview: { id: number };
beforeAll(async () => {
  const db = t.database.db;
  diner = await insertListing(db, { businessName: 'Zephyr Diner', keywords: 'zephyr breakfast' });
  bakery = await insertListing(db, { businessName: 'Quillon Bakery' });
  badReview = await insertReview(db, bakery.id, 1, { content: 'Visit my site for cheap pills today' });
  const [account] = await db.insert(accounts).values({ email: OWNER }).returning();
  await db.transaction((tx) => makeVerifiedOwner(tx, diner.id, account!.id));

  for (const payload of [{ reason: 'closed', note: 'Boarded up since March.' }, { reason: 'closed' }, { reason: 'hours' }]) {
    expect((await report(diner.id, payload)).statusCode).toBe(201);
  }
  for (const reason of ['spam', 'spam']) expect((await report(bakery.id, { reviewId: badReview.id, reason })).statusCode).toBe(201);
  expect((await report(bakery.id, { reason: 'moved' })).statusCode).toBe(201);
});

describe(`admin reports (${testEngine})`, () => {
  it('is for signed-in staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/listings/${diner.id}/close` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/reports/reviews/${badReview.id}/decision`, payload: { decision: 'delete-review' } })).statusCode,
    ).toBe(401);
  });

  it('groups open reports by listing or review, most reported first, with the reasons counted and the notes', async () => {
    const page = await queue();
    expect(page.counts).toEqual({ open: 3, resolved: 0 });
    expect(page.total).toBe(3);
    const [first, second, third] = page.items;
    expect(first).toMatchObject({
      kind: 'listing',
      listing: { id: diner.id, businessName: 'Zephyr Diner', ownerEmail: OWNER, closedAt: null },
      review: null,
      count: 3,
      reasons: [
        { reason: 'closed', count: 2 },
        { reason: 'hours', count: 1 },
      ],
      notes: [expect.objectContaining({ reason: 'closed', note: 'Boarded up since March.' })],
      status: 'open',
      decision: null,
    });
    expect(second).toMatchObject({ kind: 'review', review: { id: badReview.id, rating: 1 }, count: 2, reasons: [{ reason: 'spam', count: 2 }] });
    expect(third).toMatchObject({ kind: 'listing', listing: { id: bakery.id, ownerEmail: null }, count: 1 });
    expect((await admin.get('/api/admin/counts')).json().reports).toBe(3);
  });

  it('marks a listing closed: it leaves search, suggestions and the sitemap, its page data says so, and its owner is e-mailed', async () => {
    expect(await searchNames('zephyr')).toContain('Zephyr Diner');
    expect(await suggested('zephy')).toContain('Zephyr Diner');

    const decided = await admin.post(`/api/admin/reports/listings/${diner.id}/decision`, { decision: 'close' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ resolved: 3, emailed: true });

    expect(await searchNames('zephyr')).not.toContain('Zephyr Diner');
    expect(await suggested('zephy')).not.toContain('Zephyr Diner');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(sitemap.body).not.toContain(`/business/${diner.id}<`);
    expect(sitemap.body).toContain(`/business/${bakery.id}<`);
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${diner.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().closedAt).toEqual(expect.any(String));
    const [mail] = await mailTo(OWNER);
    expect(mail?.subject).toBe('"Zephyr Diner" is now marked permanently closed');

    // Decided once: a second decision on the same reports is refused and changes nothing.
    const again = await admin.post(`/api/admin/reports/listings/${diner.id}/decision`, { decision: 'dismiss' });
    expect(again.statusCode).toBe(409);
    const resolved = await queue('resolved');
    expect(resolved.items).toEqual([expect.objectContaining({ kind: 'listing', count: 3, decision: 'close', adminUsername: 'admin', status: 'resolved' })]);
    expect((await queue()).counts).toEqual({ open: 2, resolved: 1 });
  });

  it('reopens a closed listing: back in search, the owner told; reopening an open one is refused', async () => {
    const reopened = await admin.post(`/api/admin/listings/${diner.id}/reopen`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ id: diner.id, closedAt: null, emailed: true });
    expect(await searchNames('zephyr')).toContain('Zephyr Diner');
    expect(await suggested('zephy')).toContain('Zephyr Diner');
    expect((await admin.post(`/api/admin/listings/${diner.id}/reopen`)).statusCode).toBe(409);
    expect((await admin.post('/api/admin/listings/2000000/close')).statusCode).toBe(404);
    expect((await mailTo(OWNER)).map((m) => m.subject)).toContain(`"Zephyr Diner" is open again on ${t.config.site.name}`);
  });

  it('deletes a reported review, resolving its reports; a listing without owner is e-mailed nobody', async () => {
    const decided = await admin.post(`/api/admin/reports/reviews/${badReview.id}/decision`, { decision: 'delete-review' });
    expect(decided.json()).toEqual({ resolved: 2, emailed: false });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.id, badReview.id))).toHaveLength(0);
    // The reports stay on record, decided, once the review is gone.
    const kept = await t.database.db.select().from(reports).where(eq(reports.decision, 'delete-review'));
    expect(kept.map((r) => [r.status, r.reviewId])).toEqual([
      ['resolved', null],
      ['resolved', null],
    ]);
    expect((await admin.post(`/api/admin/reports/reviews/${badReview.id}/decision`, { decision: 'dismiss' })).statusCode).toBe(409);
  });

  it('dismisses a report, leaving the listing as it was; refuses a decision that does not fit', async () => {
    expect((await admin.post(`/api/admin/reports/listings/${bakery.id}/decision`, { decision: 'delete-review' })).statusCode).toBe(400);
    const dismissed = await admin.post(`/api/admin/reports/listings/${bakery.id}/decision`, { decision: 'dismiss' });
    expect(dismissed.json()).toEqual({ resolved: 1, emailed: false });
    const [row] = await t.database.db.select({ closedAt: listings.closedAt }).from(listings).where(eq(listings.id, bakery.id));
    expect(row?.closedAt).toBeNull();
    expect((await queue()).items).toEqual([]);
    expect((await admin.get('/api/admin/counts')).json().reports).toBe(0);
  });
});
