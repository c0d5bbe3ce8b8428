// Edit requests: the queue with its listing, approval applying the proposed fields (seen in the public
// API), rejection storing the notes with the listing unchanged, and two approvals at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { editRequests, outbox } from '@server/db/schema';
import { useTestApp } from '../../../../test/app';
import { insertEditRequest, signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing } from '../../../../test/factories';

const t = useTestApp();
const admin = signedInAdmin(t);

const requestRow = async (id: number) => (await t.database.db.select().from(editRequests).where(eq(editRequests.id, id)))[0]!;

describe(`admin edit requests (${testEngine})`, () => {
  it('lists pending edit requests with their listing', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Listed Edits Shop' });
    const edit = await insertEditRequest(t.database.db, listing.id, { businessName: 'Listed Edits Shop' }, { businessName: 'Listed Edits Store' });
    const body = (await admin.get('/api/admin/edit-requests?q=listed%20edits')).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: edit.id,
      status: 'pending',
      proposedChanges: { businessName: 'Listed Edits Store' },
      business: { id: listing.id, businessName: 'Listed Edits Shop', listingNumber: listing.listingNumber },
    });
    expect(body.counts).toMatchObject({ pending: 1, approved: 0, rejected: 0 });
  });

  it('approves: the proposed fields are applied to the listing, the rest untouched', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Old Name Barbers', phoneNumber: '(404) 555-0000', description: 'Cuts.' });
    const edit = await insertEditRequest(
      t.database.db,
      listing.id,
      { businessName: 'Old Name Barbers', phoneNumber: '(404) 555-0000', website: null },
      {
        businessName: 'New Name Barbers',
        phoneNumber: '(404) 555-9999',
        website: 'https://newname.example',
        socialMediaPlatforms: [{ platform: 'Instagram', username: 'newname' }],
        latitude: 1,
      },
    );
    const res = await admin.post(`/api/admin/edit-requests/${edit.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', skipped: [] });

    const publicView = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(publicView).toMatchObject({
      businessName: 'New Name Barbers',
      phoneNumber: '(404) 555-9999',
      website: 'https://newname.example',
      description: 'Cuts.',
      socialMediaPlatforms: [{ platform: 'Instagram', username: 'newname' }],
      latitude: listing.latitude,
    });
    const search = (await t.app.inject({ method: 'GET', url: '/api/listings?q=New%20Name%20Barbers' })).json();
    expect(search.items.map((i: { id: number }) => i.id)).toContain(listing.id);
    const row = await requestRow(edit.id);
    expect(row.status).toBe('approved');
    expect(row.updatedAt.getTime()).toBeGreaterThan(edit.updatedAt.getTime());
  });

  it('moves the listing to its new address when an approved edit changes it', async () => {
    const listing = await insertListing(t.database.db, { address: '1 Main St, Atlanta, GA 30303', city: 'Atlanta', state: 'GA', zipCode: '30303' });
    const edit = await insertEditRequest(
      t.database.db,
      listing.id,
      { address: listing.address, city: 'Atlanta', state: 'GA', zipCode: '30303' },
      { address: '350 5th Ave, New York, NY 10118', city: 'New York', state: 'NY', zipCode: '10118' },
    );
    expect((await admin.post(`/api/admin/edit-requests/${edit.id}/approve`)).statusCode).toBe(200);
    const moved = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(moved.state).toBe('NY');
    expect(moved.latitude).toBeGreaterThan(40.5);
    expect(moved.latitude).toBeLessThan(41);
    expect(moved.longitude).toBeGreaterThan(-74.2);
    expect(moved.longitude).toBeLessThan(-73.8);
    const near = (await t.app.inject({ method: 'GET', url: '/api/listings?lat=40.7484&lng=-73.9857&radius=5' })).json();
    expect(near.items.map((i: { id: number }) => i.id)).toContain(listing.id);
  });

  it('rejects with notes: stored, e-mailed, listing unchanged', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Keep This Name', businessEmail: 'keep@example.com' });
    const edit = await insertEditRequest(t.database.db, listing.id, { businessName: 'Keep This Name' }, { businessName: 'Spam Name' });
    expect((await admin.post(`/api/admin/edit-requests/${edit.id}/reject`, { notes: ' ' })).statusCode).toBe(400);
    const res = await admin.post(`/api/admin/edit-requests/${edit.id}/reject`, { notes: 'The new name does not match your registration.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', emailed: true });
    const row = await requestRow(edit.id);
    expect(row).toMatchObject({ status: 'rejected', adminNotes: 'The new name does not match your registration.' });
    expect(row.updatedAt.getTime()).toBeGreaterThan(edit.updatedAt.getTime());
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json().businessName).toBe('Keep This Name');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, 'keep@example.com'));
    expect(mails[0]!.body).toContain('does not match your registration');
  });

  it('skips unusable values and refuses a second decision', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Strict Shop' });
    const edit = await insertEditRequest(t.database.db, listing.id, {}, { businessName: '', priceLevel: 9, city: 'Decatur' });
    const res = await admin.post(`/api/admin/edit-requests/${edit.id}/approve`);
    expect(res.json()).toMatchObject({ applied: ['city'], skipped: ['businessName', 'priceLevel'] });
    const view = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(view).toMatchObject({ businessName: 'Strict Shop', city: 'Decatur', priceLevel: null });
    expect((await admin.post(`/api/admin/edit-requests/${edit.id}/reject`, { notes: 'late' })).statusCode).toBe(409);
    const gone = await admin.post('/api/admin/edit-requests/99999/approve');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Request not found');
  });

  it('lets only one of two simultaneous approvals win', async () => {
    const listing = await insertListing(t.database.db);
    const edit = await insertEditRequest(t.database.db, listing.id, {}, { description: 'Raced' });
    const results = await Promise.all([admin.post(`/api/admin/edit-requests/${edit.id}/approve`), admin.post(`/api/admin/edit-requests/${edit.id}/approve`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
