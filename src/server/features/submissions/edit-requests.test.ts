// GET /api/listing-status/:listingNumber and POST /api/listings/:id/edit-requests: the owner's view of a
// request by its number, and change requests proved by that number.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS_TEXT } from '@shared/schemas/submission';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { editRequests, listings } from '@server/db/schema';
import { fullRequest } from './submission-fixtures';

const t = useTestApp();
let pendingNumber = '';
beforeAll(async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/listing-requests', payload: fullRequest() as object });
  pendingNumber = res.json().listingNumber;
});

const status = (number: string) => t.app.inject({ method: 'GET', url: `/api/listing-status/${encodeURIComponent(number)}` });

describe(`GET /api/listing-status/:listingNumber (${testEngine})`, () => {
  it('shows a pending request with what the owner typed, photos included, no EIN and its contact details masked', async () => {
    const res = await status(pendingNumber);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'pending', pendingEdit: false });
    expect(body.listing).toMatchObject({
      listingNumber: pendingNumber,
      businessName: 'Crown & Glory Salon',
      street: '',
      address: 'Atlanta, GA 30303',
      phoneNumber: '•••-•••-0188',
      businessEmail: 'h•••@crownglory.com',
      contactHidden: true,
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      servicesOffered: 'Hair Services, Braids',
      businessPhotos: ['/uploads/0123456789abcdef01234567.webp'],
      founderName: 'Ada Brown',
      hasEin: true,
    });
    for (const secret of ['12-3456789', '12 Peachtree', '555-0188', 'hello@']) expect(JSON.stringify(body)).not.toContain(secret);
    expect(body.listing).not.toHaveProperty('userId');
  });

  it('shows an approved listing, public anyway, with its contact details; a declined one masked', async () => {
    const approved = await insertListing(t.database.db, { status: 'approved', phoneNumber: '(212) 555-0100', businessEmail: 'owner@shop.example' });
    expect((await status(approved.listingNumber)).json().listing).toMatchObject({
      phoneNumber: '(212) 555-0100',
      businessEmail: 'owner@shop.example',
      contactHidden: false,
    });
    const declined = await insertListing(t.database.db, { status: 'declined', phoneNumber: '(212) 555-0101', businessEmail: 'other@shop.example' });
    expect((await status(declined.listingNumber)).json().listing).toMatchObject({ phoneNumber: '•••-•••-0101', businessEmail: 'o•••@shop.example' });
  });

  it('finds the number trimmed and in any case, with or without the prefix', async () => {
    const digits = pendingNumber.slice(3);
    for (const typed of [`  ${pendingNumber.toLowerCase()} `, `bl-${digits}`, digits]) {
      expect((await status(typed)).json().listing?.listingNumber).toBe(pendingNumber);
    }
  });

  it('tells approved and declined listings apart', async () => {
    const approved = await insertListing(t.database.db, { status: 'approved' });
    const declined = await insertListing(t.database.db, { status: 'declined' });
    expect((await status(approved.listingNumber)).json().status).toBe('approved');
    expect((await status(declined.listingNumber)).json().status).toBe('declined');
    expect(STATUS_TEXT.declined.label).toBe('Declined');
  });

  it("answers 404 'No business listing found with that number.' for unknown numbers", async () => {
    for (const number of ['BL-00000000', 'nonsense']) {
      const res = await status(number);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No business listing found with that number.');
    }
  });
});

const edit = () => ({
  businessName: 'Crown & Glory Hair Studio',
  businessType: 'Beauty & Personal Care',
  description: 'Natural hair care, braids, locs and color.',
  street: '14 Peachtree St NE',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
  phoneNumber: '(404) 555-0199',
  businessEmail: 'studio@crownglory.com',
  website: 'crownglory.com',
  businessHours: 'Mon 10:00-18:00, Tue 10:00-18:00, Wed 10:00-18:00, Thu 10:00-18:00, Fri 10:00-18:00, Sat Closed, Sun Closed',
  servicesOffered: ['Hair Services', 'Braids', 'Color'],
  keywords: ['natural hair'],
  socialMediaPlatforms: [{ platform: 'TikTok', username: 'crownglory' }],
  founderName: 'Ada Brown',
  founderBio: '',
  priceLevel: 3,
  yearFounded: 2015,
});

let sender = 0;
/** Each request from its own address: the per-address limit (10 an hour) is not what these tests check. */
function sendEdit(id: number, payload: object) {
  sender += 1;
  return t.app.inject({ method: 'POST', url: `/api/listings/${id}/edit-requests`, payload, remoteAddress: `10.1.0.${sender}` });
}
const editCount = async () => (await t.database.db.select().from(editRequests)).length;

describe(`POST /api/listings/:id/edit-requests (${testEngine})`, () => {
  it('stores the original read on the server and the proposed listing fields, then shows the edit as pending', async () => {
    const listing = await insertListing(t.database.db, { status: 'approved', ein: '98-7654321', businessName: 'Kente Threads' });
    const res = await sendEdit(listing.id, {
      ...edit(),
      attributes: ['woman_owned', 'black_owned'],
      listingNumber: ` ${listing.listingNumber.toLowerCase()} `,
      // A client cannot choose what the admin sees as the original.
      originalData: { businessName: 'Forged' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(editRequests).where(eq(editRequests.id, res.json().id));
    expect(row!.status).toBe('pending');
    expect(row!.originalData).toMatchObject({ businessName: 'Kente Threads', address: '1 Main St, Atlanta, GA 30303', ein: '98-7654321' });
    // Every field is proposed as sent, but the street (joined into the address), the lists (joined) and the
    // empty bio (none); the EIN, which the form does not send, is the listing's own.
    const { street: _street, servicesOffered: _services, keywords: _keywords, founderBio: _bio, ...asSent } = edit();
    expect(row!.proposedChanges).toEqual({
      ...asSent,
      address: '14 Peachtree St NE, Atlanta, GA 30303',
      ein: '98-7654321',
      servicesOffered: 'Hair Services, Braids, Color',
      keywords: 'natural hair',
      founderBio: null,
      businessPhotos: listing.businessPhotos ?? [],
      // In the reference list's order.
      attributes: ['black_owned', 'woman_owned'],
    });
    // The listing itself waits for an admin.
    const [stored] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(stored!.businessName).toBe('Kente Threads');
    expect((await status(listing.listingNumber)).json().pendingEdit).toBe(true);
  });

  it('refuses a second request with 409 while one is pending', async () => {
    const listing = await insertListing(t.database.db, { status: 'approved' });
    expect((await sendEdit(listing.id, { ...edit(), listingNumber: listing.listingNumber })).statusCode).toBe(201);
    const again = await sendEdit(listing.id, { ...edit(), businessName: 'Another name', listingNumber: listing.listingNumber });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('An edit request for this business is already pending review.');
  });

  it('lets only one of two simultaneous requests through', async () => {
    const listing = await insertListing(t.database.db, { status: 'approved' });
    const results = await Promise.all([
      sendEdit(listing.id, { ...edit(), listingNumber: listing.listingNumber }),
      sendEdit(listing.id, { ...edit(), businessName: 'Racing name', listingNumber: listing.listingNumber }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(editRequests).where(eq(editRequests.businessId, listing.id));
    expect(rows).toHaveLength(1);
  });

  it('accepts requests for pending listings', async () => {
    const { listing } = (await status(pendingNumber)).json();
    expect((await sendEdit(listing.id, { ...edit(), listingNumber: pendingNumber })).statusCode).toBe(201);
  });

  it('refuses declined listings with 409', async () => {
    const listing = await insertListing(t.database.db, { status: 'declined' });
    const res = await sendEdit(listing.id, { ...edit(), listingNumber: listing.listingNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Only pending or approved listings can be edited.');
  });

  it('needs the listing number of that very listing', async () => {
    const listing = await insertListing(t.database.db, { status: 'approved' });
    const other = await insertListing(t.database.db, { status: 'approved' });
    const before = await editCount();
    const missing = await sendEdit(listing.id, edit());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.listingNumber).toBe('Please enter a business listing number.');
    const wrong = await sendEdit(listing.id, { ...edit(), listingNumber: other.listingNumber });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('No business listing found with that number.');
    expect((await sendEdit(999_999, { ...edit(), listingNumber: listing.listingNumber })).statusCode).toBe(404);
    expect(await editCount()).toBe(before);
  });

  it('validates the proposed changes with the listing form rules, storing nothing', async () => {
    const listing = await insertListing(t.database.db, { status: 'approved' });
    const before = await editCount();
    const res = await sendEdit(listing.id, { ...edit(), businessName: '  ', businessEmail: 'x@', state: 'XX', listingNumber: listing.listingNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      businessName: 'Business name is required',
      businessEmail: 'Please enter a valid email address',
      state: 'Please choose a state',
    });
    // A rule across fields is checked on the listing as it would be: a type not listed needs its name.
    const custom = await sendEdit(listing.id, { businessType: 'Not Listed', listingNumber: listing.listingNumber });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().error.fields).toEqual({ customBusinessType: 'Please describe your type of business' });
    // A founder is named with both names.
    const half = await sendEdit(listing.id, { founderFirstName: 'Ada', founderLastName: '', listingNumber: listing.listingNumber });
    expect(half.json().error.fields).toEqual({ founderLastName: 'Last name is required' });
    expect(await editCount()).toBe(before);
  });

  it('takes only the fields that changed: the rest stays as the listing has it, and a new format is no change', async () => {
    const listing = await insertListing(t.database.db, { status: 'approved', phoneNumber: '404-555-0142', founderName: 'Ada Brown' });
    const sameNumber = await sendEdit(listing.id, { phoneNumber: '(404) 555-0142', listingNumber: listing.listingNumber });
    expect(sameNumber.statusCode).toBe(400);
    expect(sameNumber.json().error.message).toBe('Nothing has changed yet. Change at least one field before submitting.');

    const photo = '/uploads/0123456789abcdef01234567.webp';
    const res = await sendEdit(listing.id, {
      description: 'Now with a tailor on Saturdays.',
      founderLastName: 'Brown-Okafor',
      businessPhotos: [photo],
      listingNumber: listing.listingNumber,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(editRequests).where(eq(editRequests.id, res.json().id));
    const original = row!.originalData as Record<string, unknown>;
    const proposed = row!.proposedChanges as Record<string, unknown>;
    const changed = Object.keys(proposed).filter((key) => JSON.stringify(proposed[key]) !== JSON.stringify(original[key]));
    expect(changed.sort()).toEqual(['businessPhotos', 'description', 'founderName']);
    expect(proposed).toMatchObject({
      description: 'Now with a tailor on Saturdays.',
      founderName: 'Ada Brown-Okafor',
      businessPhotos: [photo],
      phoneNumber: '404-555-0142',
    });
  });

  it("keeps a listing under review's contact details, which the sender never saw, when the request leaves them out", async () => {
    const { listing } = (await status(pendingNumber)).json();
    await t.database.db.delete(editRequests).where(eq(editRequests.businessId, listing.id));
    const res = await sendEdit(listing.id, { businessName: 'Crown & Glory Salon and Spa', listingNumber: pendingNumber });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(editRequests).where(eq(editRequests.id, res.json().id));
    const original = row!.originalData as Record<string, unknown>;
    expect(row!.proposedChanges).toMatchObject({
      businessName: 'Crown & Glory Salon and Spa',
      address: original.address,
      phoneNumber: original.phoneNumber,
      businessEmail: original.businessEmail,
      ein: original.ein,
    });
  });

  it('refuses a request that changes nothing', async () => {
    const listing = await insertListing(t.database.db, {
      servicesOffered: 'Clothing',
      keywords: 'local',
      website: null,
      businessHours: null,
      founderName: null,
    });
    // The listing's own values, as the edit form sends them.
    const { businessName, businessType, description, city, state, zipCode, phoneNumber, businessEmail, listingNumber } = listing;
    const same = { businessName, businessType, description, street: '1 Main St', city, state, zipCode, phoneNumber, businessEmail, listingNumber };
    const res = await sendEdit(listing.id, { ...same, servicesOffered: ['Clothing'], keywords: ['local'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Nothing has changed yet. Change at least one field before submitting.');
  });
});
