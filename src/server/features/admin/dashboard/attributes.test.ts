// Staff checks of ownership attributes: the queue (approved and pending listings, not closed, newest added
// first), verifying with a private note (the public listing then says when, never the note), undoing it,
// and staff setting a listing's attributes (one removed loses its verification). Staff only; a bad body
// is refused with its message and changes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingAttributeMarks, listings } from '@server/db/schema';
import { ensureAdminAccount } from '../admin-users.repo';
import { SESSION_COOKIE } from '../auth';
import type { AttributeCheckView } from '@shared/schemas/admin-attributes';
import type { Page } from '@shared/schemas/admin-requests';
import { useTestApp } from '../../../../test/app';
import { ADMIN_PASSWORD, signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing } from '../../../../test/factories';

const t = useTestApp();
const admin = signedInAdmin(t);
const queue = async (status = 'unverified') => (await admin.get(`/api/admin/attributes?status=${status}`)).json() as Page<AttributeCheckView>;
const publicListing = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
const marks = (listingId: number) => t.database.db.select().from(listingAttributeMarks).where(eq(listingAttributeMarks.listingId, listingId));
const NOTE = 'Saw the certificate from the Georgia minority supplier council.';

let salon: { id: number };
let bakery: { id: number };
let pending: { id: number };
let closed: { id: number };
beforeAll(async () => {
  const db = t.database.db;
  salon = await insertListing(db, { businessName: 'Nubian Crown Salon', attributes: ['black_owned', 'woman_owned', 'speaks_spanish'] });
  bakery = await insertListing(db, { businessName: 'Sweet Auburn Bakery', attributes: ['family_owned', 'delivery'] });
  pending = await insertListing(db, { businessName: 'Pending Print Shop', status: 'pending', approvedAt: null, attributes: ['veteran_owned'] });
  closed = await insertListing(db, { businessName: 'Closed Corner Cafe', closedAt: new Date(), attributes: ['black_owned'] });
  await insertListing(db, { businessName: 'Declined Deli', status: 'declined', approvedAt: null, attributes: ['black_owned'] });
  // Staff added this one last: it is the newest in the queue.
  await db
    .update(listings)
    .set({ attributes: ['family_owned', 'lgbtq_owned', 'delivery'] })
    .where(eq(listings.id, bakery.id));
});

describe(`staff attribute checks (${testEngine})`, () => {
  it('is for signed-in staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/attributes' })).statusCode).toBe(401);
    for (const action of ['verify', 'unverify']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/listings/${salon.id}/attributes/${action}`,
        payload: { attribute: 'black_owned', note: NOTE },
      });
      expect(res.statusCode).toBe(401);
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/listings/${salon.id}/attributes`, payload: { attributes: [] } });
    expect(put.statusCode).toBe(401);
    // Signed in, but without the session's CSRF token: refused too.
    await ensureAdminAccount(t.database.db, 'admin', ADMIN_PASSWORD);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    const cookies = { [SESSION_COOKIE]: signIn.cookies.find((c) => c.name === SESSION_COOKIE)!.value };
    const forged = await t.app.inject({ method: 'PUT', url: `/api/admin/listings/${salon.id}/attributes`, payload: { attributes: [] }, cookies });
    expect(forged.statusCode).toBe(403);
    expect((await marks(salon.id)).map((m) => m.attribute).sort()).toEqual(['black_owned', 'speaks_spanish', 'woman_owned']);
  });

  it('lists ownership attributes of approved and pending listings, not closed, newest added first, with their labels', async () => {
    const page = await queue();
    expect(page.counts).toEqual({ unverified: 5, verified: 0 });
    expect(page.total).toBe(5);
    // Demo and imported listings count from their creation; the bakery's LGBTQ+-owned was added just now.
    expect(page.items.map((i) => [i.listing.businessName, i.attribute])).toEqual([
      ['Sweet Auburn Bakery', 'lgbtq_owned'],
      ['Pending Print Shop', 'veteran_owned'],
      ['Sweet Auburn Bakery', 'family_owned'],
      ['Nubian Crown Salon', 'black_owned'],
      ['Nubian Crown Salon', 'woman_owned'],
    ]);
    expect(page.items[0]).toMatchObject({
      listing: {
        id: bakery.id,
        listingNumber: expect.stringMatching(/^BL-/),
        city: 'Atlanta',
        state: 'GA',
        attributes: ['family_owned', 'lgbtq_owned', 'delivery'],
      },
      label: 'LGBTQ+-owned',
      verifiedAt: null,
      verifiedBy: null,
      verifiedNote: null,
    });
    expect(page.items.some((i) => i.attribute === 'delivery' || i.attribute === 'speaks_spanish')).toBe(false);
    expect(page.items.some((i) => i.listing.id === closed.id)).toBe(false);
    expect(page.items.some((i) => i.listing.id === pending.id)).toBe(true);
    expect((await admin.get('/api/admin/counts')).json().attributes).toBe(5);
  });

  it('verifies an ownership attribute: the public listing says when, never the note, and the queue moves it', async () => {
    const res = await admin.post(`/api/admin/listings/${salon.id}/attributes/verify`, { attribute: 'black_owned', note: NOTE });
    expect(res.statusCode).toBe(200);
    const verifiedAt = res.json().attributes[0].verifiedAt as string;
    expect(Date.now() - Date.parse(verifiedAt)).toBeLessThan(60_000);
    expect(res.json().attributes).toEqual([
      { key: 'black_owned', verifiedAt },
      { key: 'woman_owned', verifiedAt: null },
      { key: 'speaks_spanish', verifiedAt: null },
    ]);

    const listing = await publicListing(salon.id);
    expect(listing.attributes).toEqual(res.json().attributes);
    expect(JSON.stringify(listing)).not.toContain('Georgia minority');
    const search = await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent('Nubian Crown')}` });
    expect(search.body).not.toContain('Georgia minority');

    const verified = await queue('verified');
    expect(verified.items).toEqual([
      expect.objectContaining({
        attribute: 'black_owned',
        listing: expect.objectContaining({ id: salon.id }),
        verifiedAt,
        verifiedBy: 'admin',
        verifiedNote: NOTE,
      }),
    ]);
    expect((await queue()).counts).toEqual({ unverified: 4, verified: 1 });
  });

  it('undoes a verification: self-identified again', async () => {
    await admin.post(`/api/admin/listings/${bakery.id}/attributes/verify`, { attribute: 'family_owned', note: NOTE });
    const res = await admin.post(`/api/admin/listings/${bakery.id}/attributes/unverify`, { attribute: 'family_owned' });
    expect(res.statusCode).toBe(200);
    expect((await publicListing(bakery.id)).attributes[0]).toEqual({ key: 'family_owned', verifiedAt: null });
    const [mark] = (await marks(bakery.id)).filter((m) => m.attribute === 'family_owned');
    expect(mark).toMatchObject({ verifiedAt: null, verifiedBy: null, verifiedNote: null });
  });

  it('sets a listing’s attributes: one removed loses its verification, and added again starts self-identified', async () => {
    const removed = await admin.put(`/api/admin/listings/${salon.id}/attributes`, { attributes: ['speaks_spanish', 'woman_owned'] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().attributes).toEqual([
      { key: 'woman_owned', verifiedAt: null },
      { key: 'speaks_spanish', verifiedAt: null },
    ]);
    expect((await publicListing(salon.id)).attributes.map((a: { key: string }) => a.key)).toEqual(['woman_owned', 'speaks_spanish']);
    expect((await queue('verified')).total).toBe(0);

    const again = await admin.put(`/api/admin/listings/${salon.id}/attributes`, { attributes: ['black_owned', 'woman_owned', 'speaks_spanish'] });
    expect(again.json().attributes[0]).toEqual({ key: 'black_owned', verifiedAt: null });
    const [mark] = (await marks(salon.id)).filter((m) => m.attribute === 'black_owned');
    expect(mark).toMatchObject({ verifiedNote: null, verifiedBy: null });
  });

  it('refuses bad bodies with their message and changes nothing', async () => {
    const before = await marks(salon.id);
    const cases: [string, string, object, RegExp][] = [
      ['post', 'verify', { attribute: 'black_owned' }, /Say what you saw/],
      ['post', 'verify', { attribute: 'black_owned', note: 'ok' }, /Say what you saw.*at least 10/],
      ['post', 'verify', { attribute: 'black_owned', note: 'x'.repeat(501) }, /at most 500/],
      ['post', 'verify', { attribute: 'royal_owned', note: NOTE }, /choose an attribute from the list/],
      ['post', 'verify', { attribute: 'speaks_spanish', note: NOTE }, /Only ownership attributes/],
      ['post', 'unverify', { attribute: 'delivery' }, /Only ownership attributes/],
    ];
    for (const [, action, body, message] of cases) {
      const res = await admin.post(`/api/admin/listings/${salon.id}/attributes/${action}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    for (const attributes of [['black_owned', 'nope'], 'black_owned', Array.from({ length: 100 }, () => 'black_owned')]) {
      const res = await admin.put(`/api/admin/listings/${salon.id}/attributes`, { attributes });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    expect(await marks(salon.id)).toEqual(before);
  });

  it('answers 404 for a listing that is gone or lacks the attribute', async () => {
    const gone = await admin.post('/api/admin/listings/999999/attributes/verify', { attribute: 'black_owned', note: NOTE });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Business Not Found');
    const lacking = await admin.post(`/api/admin/listings/${bakery.id}/attributes/verify`, { attribute: 'black_owned', note: NOTE });
    expect(lacking.statusCode).toBe(404);
    expect(lacking.json().error.message).toMatch(/not marked 'Black-owned'/);
    expect((await admin.put('/api/admin/listings/999999/attributes', { attributes: [] })).statusCode).toBe(404);
  });
});
