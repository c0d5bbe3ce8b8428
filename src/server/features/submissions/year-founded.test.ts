// The optional 'Year founded' of a listing, end to end through the API: sent with a listing request, kept
// through approval, shown in the public JSON (the record and the search), changed by a verified owner or an
// approved edit request; a year before 1800 or after this one, or no whole year, refused with one message.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { yearFoundedMessage } from '@shared/schemas/submission';
import { requiredRequest } from '@shared/schemas/submission-fixtures';
import { listings } from '@server/db/schema';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { nextAddress, signInOwner } from '../../../test/owner-factories';

const t = useTestApp();
const admin = signedInAdmin(t);

let n = 0;
/** A listing request of its own name, from its own address. */
function submit(overrides: Record<string, unknown>) {
  n += 1;
  const payload = { ...requiredRequest(), businessName: `Founders Bakery ${n}`, ...overrides };
  return t.app.inject({ method: 'POST', url: '/api/listing-requests', payload, remoteAddress: nextAddress() });
}
const rowOf = async (listingNumber: string) => (await t.database.db.select().from(listings).where(eq(listings.listingNumber, listingNumber)))[0]!;
const publicListing = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
const listingCount = async () => (await t.database.db.select({ id: listings.id }).from(listings)).length;
const thisYear = () => new Date().getFullYear();

describe(`year founded (${testEngine})`, () => {
  it('is stored from the listing request, kept through approval and shown in the public listing and the search', async () => {
    const res = await submit({ yearFounded: 2021 });
    expect(res.statusCode).toBe(201);
    const { listingNumber } = res.json();
    const row = await rowOf(listingNumber);
    expect(row.yearFounded).toBe(2021);
    expect((await t.app.inject({ method: 'GET', url: `/api/listing-status/${listingNumber}` })).json().listing.yearFounded).toBe(2021);

    expect((await admin.post(`/api/admin/listing-requests/${row.id}/approve`, {})).statusCode).toBe(200);
    expect(await publicListing(row.id)).toMatchObject({ id: row.id, yearFounded: 2021 });
    const search = (await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent(row.businessName)}` })).json();
    expect(search.items.find((i: { id: number }) => i.id === row.id)).toMatchObject({ yearFounded: 2021 });
  });

  it('is optional: left out, or sent as null, it is null in the listing', async () => {
    for (const overrides of [{}, { yearFounded: null }]) {
      const res = await submit(overrides);
      expect(res.statusCode).toBe(201);
      expect((await rowOf(res.json().listingNumber)).yearFounded).toBeNull();
    }
    const listing = await insertListing(t.database.db);
    expect((await publicListing(listing.id)).yearFounded).toBeNull();
  });

  it('accepts 1800 and this year, and refuses other years with its message, storing nothing', async () => {
    expect((await submit({ yearFounded: 1800 })).statusCode).toBe(201);
    expect((await submit({ yearFounded: thisYear() })).statusCode).toBe(201);
    const before = await listingCount();
    for (const yearFounded of [1799, thisYear() + 1, 2021.5, '2021', 'soon', -2021]) {
      const res = await submit({ yearFounded });
      expect(res.statusCode, String(yearFounded)).toBe(400);
      expect(res.json().error.fields.yearFounded).toBe(`Please enter a year between 1800 and ${thisYear()}`);
      expect(yearFoundedMessage()).toBe(`Please enter a year between 1800 and ${thisYear()}`);
    }
    expect(await listingCount()).toBe(before);
  });

  it('is changed at once by the verified owner, and a year to come is refused without a change', async () => {
    const email = 'founder.owner@example.com';
    // Signed in before the listing exists, so the claim (not the sign-in) makes the owner.
    const owner = await signInOwner(t, email);
    const listing = await insertListing(t.database.db, { businessEmail: email, description: 'Bread and cakes since forever.' });
    expect((await owner.post(`/api/listings/${listing.id}/claims`, {})).json().status).toBe('approved');
    const edit = {
      description: 'Bread and cakes since 1998.',
      phoneNumber: listing.phoneNumber,
      website: '',
      businessHours: '',
      servicesOffered: [],
      keywords: [],
      socialMediaPlatforms: [],
      businessPhotos: [],
    };
    const saved = await owner.patch(`/api/account/listings/${listing.id}`, { ...edit, yearFounded: 1998 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().listing.yearFounded).toBe(1998);
    expect((await publicListing(listing.id)).yearFounded).toBe(1998);

    const refused = await owner.patch(`/api/account/listings/${listing.id}`, { ...edit, description: 'Changed again.', yearFounded: thisYear() + 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.yearFounded).toBe(yearFoundedMessage());
    expect(await publicListing(listing.id)).toMatchObject({ yearFounded: 1998, description: 'Bread and cakes since 1998.' });
  });

  it('goes through an edit request: proposed beside the original, and applied when staff approve it', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Old Oak Furniture' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/edit-requests`,
      remoteAddress: nextAddress(),
      payload: {
        ...requiredRequest(),
        businessName: 'Old Oak Furniture',
        description: 'Handmade tables and chairs.',
        yearFounded: 1987,
        listingNumber: listing.listingNumber,
      },
    });
    expect(res.statusCode).toBe(201);
    const queue = (await admin.get('/api/admin/edit-requests?q=old%20oak')).json();
    expect(queue.items[0]).toMatchObject({ originalData: { yearFounded: null }, proposedChanges: { yearFounded: 1987 } });
    expect((await admin.post(`/api/admin/edit-requests/${res.json().id}/approve`)).json()).toMatchObject({ status: 'approved', skipped: [] });
    expect((await publicListing(listing.id)).yearFounded).toBe(1987);
  });
});
