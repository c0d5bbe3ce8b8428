// A listing number is a key: a request to change the business e-mail or phone is told to the address on
// file, an applied change to the old and the new address, and a pending request expires after 14 days.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/admin-factories';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { editRequests, outbox } from '@server/db/schema';
import { EDIT_REQUEST_EXPIRED, EDIT_REQUEST_TTL_MS, expireStaleEditRequests } from './submissions.repo';

const t = useTestApp();
const admin = signedInAdmin(t);

let sender = 0;
const listingOwnedBy = (businessEmail: string, phoneNumber = '(404) 555-0111') =>
  insertListing(t.database.db, {
    status: 'approved',
    businessName: 'Kente Corner',
    businessType: 'Beauty & Personal Care',
    description: 'Fabrics and tailoring.',
    address: '5 Main St, Atlanta, GA 30303',
    city: 'Atlanta',
    state: 'GA',
    zipCode: '30303',
    phoneNumber,
    businessEmail,
  });

function sendEdit(listing: { id: number; listingNumber: string }, changes: Record<string, unknown>) {
  sender += 1;
  return t.app.inject({
    method: 'POST',
    url: `/api/listings/${listing.id}/edit-requests`,
    remoteAddress: `10.3.0.${sender}`,
    payload: {
      businessName: 'Kente Corner',
      businessType: 'Beauty & Personal Care',
      description: 'Fabrics and tailoring.',
      street: '5 Main St',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      phoneNumber: '(404) 555-0111',
      listingNumber: listing.listingNumber,
      ...changes,
    },
  });
}

const mailTo = async (address: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, address))).map((m) => m.subject);

describe(`contact changes are told to the address on file (${testEngine})`, () => {
  it('e-mails the current business address when a request changes the e-mail or phone, not for other changes', async () => {
    const quiet = await listingOwnedBy('quiet@kente.example');
    const first = await sendEdit(quiet, { businessEmail: 'quiet@kente.example', description: 'Fabrics, tailoring and alterations.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(await mailTo('quiet@kente.example')).toEqual([]);

    const listing = await listingOwnedBy('owner@kente.example');
    expect((await sendEdit(listing, { businessEmail: 'thief@elsewhere.example' })).statusCode).toBe(201);
    expect(await mailTo('owner@kente.example')).toEqual(['A change to the contact details of "Kente Corner" was requested']);
    expect(await mailTo('thief@elsewhere.example')).toEqual([]);

    const phone = await listingOwnedBy('phone@kente.example');
    expect((await sendEdit(phone, { businessEmail: 'phone@kente.example', phoneNumber: '(404) 555-0999' })).statusCode).toBe(201);
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'phone@kente.example'));
    expect(message!.body).toContain('phone: (404) 555-0111 -> (404) 555-0999');
  });

  it('reads a phone typed in another format as no change: no request, no e-mail, the number on file kept', async () => {
    // Stored before phones had one form.
    const listing = await listingOwnedBy('format@kente.example', '404-555-0111');
    // The listing's own values, as the edit form sends them, but for the phone's format.
    const same = { businessEmail: 'format@kente.example', servicesOffered: ['Clothing'], keywords: ['local'] };
    const only = await sendEdit(listing, { ...same, phoneNumber: '404.555.0111' });
    expect(only.statusCode).toBe(400);
    expect(only.json().error.message).toBe('Nothing has changed yet. Change at least one field before submitting.');

    const other = await sendEdit(listing, { ...same, phoneNumber: '+1 404 555 0111', description: 'Fabrics, tailoring and repairs.' });
    expect(other.statusCode, other.body).toBe(201);
    const [row] = await t.database.db.select().from(editRequests).where(eq(editRequests.id, other.json().id));
    expect(row!.proposedChanges).toMatchObject({ phoneNumber: '404-555-0111', description: 'Fabrics, tailoring and repairs.' });
    const queue = (await admin.get('/api/admin/edit-requests')).json();
    expect(queue.items.find((i: { id: number }) => i.id === row!.id).proposedChanges.phoneNumber).toBe('404-555-0111');

    expect((await admin.post(`/api/admin/edit-requests/${row!.id}/approve`)).statusCode).toBe(200);
    expect(await mailTo('format@kente.example')).toEqual(['Your changes to "Kente Corner" are live']);
  });

  it('announces an approved change of e-mail to the old and the new address', async () => {
    const listing = await listingOwnedBy('before@kente.example');
    const sent = await sendEdit(listing, { businessEmail: 'after@kente.example' });
    expect((await admin.post(`/api/admin/edit-requests/${sent.json().id}/approve`)).statusCode).toBe(200);
    const changed = 'The contact details of "Kente Corner" were changed';
    expect(await mailTo('before@kente.example')).toContain(changed);
    expect(await mailTo('after@kente.example')).toEqual(expect.arrayContaining([changed, 'Your changes to "Kente Corner" are live']));
  });
});

describe(`pending edit requests expire (${testEngine})`, () => {
  it('no longer block a new request after 14 days, and are closed with a note when the schedule runs', async () => {
    const listing = await listingOwnedBy('stale@kente.example');
    expect((await sendEdit(listing, { businessEmail: 'stale@kente.example', description: 'First change.' })).statusCode).toBe(201);
    expect((await sendEdit(listing, { businessEmail: 'stale@kente.example', description: 'Second change.' })).statusCode).toBe(409);

    const old = new Date(Date.now() - EDIT_REQUEST_TTL_MS - 60_000);
    await t.database.db.update(editRequests).set({ createdAt: old }).where(eq(editRequests.businessId, listing.id));
    expect((await sendEdit(listing, { businessEmail: 'stale@kente.example', description: 'Second change.' })).statusCode).toBe(201);

    expect(await expireStaleEditRequests(t.database.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(editRequests).where(eq(editRequests.businessId, listing.id));
    expect(rows.map((r) => [r.status, r.adminNotes]).sort()).toEqual([
      ['pending', null],
      ['rejected', EDIT_REQUEST_EXPIRED],
    ]);
  });
});
