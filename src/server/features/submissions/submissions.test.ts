// POST /api/listing-requests and GET /api/listing-status: stored as typed, geocoded when possible,
// numbered uniquely, refused whole when invalid, limited per address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listingRequestSchema } from '@shared/schemas/submission';
import { createTestApp, type TestApp, useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { listings, outbox } from '@server/db/schema';
import { GeocodingError } from '../geocoding/geocoder';
import { fullRequest } from './submission-fixtures';
import { createListingRequest } from './submissions.service';

const t = useTestApp();

let addressCounter = 0;
/** Every test sends from its own address, so the per-address limit only bites where a test wants it. */
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function submit(payload: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/listing-requests', payload: payload as object, remoteAddress });
}
const count = async () => ({
  listings: (await t.database.db.select().from(listings)).length,
  mails: (await t.database.db.select().from(outbox)).length,
});

describe(`POST /api/listing-requests (${testEngine})`, () => {
  it('stores the request as pending, geocoded from the ZIP table, and answers a new listing number', async () => {
    const res = await submit(fullRequest());
    expect(res.statusCode).toBe(201);
    const { listingNumber } = res.json();
    expect(listingNumber).toMatch(/^BL-\d{8}$/);

    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, listingNumber));
    expect(row).toMatchObject({
      status: 'pending',
      businessName: 'Crown & Glory Salon',
      businessType: 'Beauty & Personal Care',
      address: '12 Peachtree St NE, Atlanta, GA 30303',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
      website: 'crownglory.com',
      ein: '12-3456789',
      servicesOffered: 'Hair Services, Braids',
      keywords: 'natural hair, locs',
      socialMediaPlatforms: [{ platform: 'Instagram', username: 'crownglory' }],
      socialMediaHandles: 'Instagram: crownglory',
      businessPhotos: ['/uploads/0123456789abcdef01234567.webp'],
      founderName: 'Ada Brown',
      founderBio: 'Stylist for twenty years.',
      priceLevel: 2,
      userId: null,
    });
    expect(row!.latitude).toBeCloseTo(33.75, 1);
    expect(row!.longitude).toBeCloseTo(-84.39, 1);
    expect(row!.formattedAddress).toBe('12 Peachtree St NE, Atlanta, GA 30303');
  });

  it('stores the phone in the one form, whatever format it was typed in, and answers it so', async () => {
    const res = await submit({ ...fullRequest(), phoneNumber: '404.555.0111' });
    expect(res.statusCode).toBe(201);
    const { listingNumber } = res.json();
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, listingNumber));
    expect(row!.phoneNumber).toBe('(404) 555-0111');
    await t.database.db.update(listings).set({ status: 'approved' }).where(eq(listings.id, row!.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${row!.id}` })).json().phoneNumber).toBe('(404) 555-0111');
    expect((await t.app.inject({ method: 'GET', url: `/api/listing-status/${listingNumber}` })).json().listing.phoneNumber).toBe('(404) 555-0111');
  });

  it('queues an acknowledgement e-mail with the listing number to the business', async () => {
    const { listingNumber } = (await submit(fullRequest())).json();
    const mails = await t.database.db.select().from(outbox);
    const mail = mails.find((m) => m.subject.includes(listingNumber));
    expect(mail).toMatchObject({ to: 'hello@crownglory.com', status: 'stored' });
    expect(mail!.body).toContain(`Your business listing number is ${listingNumber}`);
  });

  it("stores the owner's own type for 'Not Listed', and ignores a user id in the body (the session names the owner)", async () => {
    const res = await submit({ ...fullRequest(), businessType: 'Not Listed', customBusinessType: 'Bike Repair', userId: 'user-42' });
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, res.json().listingNumber));
    expect(row).toMatchObject({ businessType: 'Bike Repair', userId: null, accountId: null });
  });

  it('leaves the founder out when the older flow turns the highlight off', async () => {
    const res = await submit({ ...fullRequest(), highlightFounder: false, founderFirstName: '', founderLastName: '' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, res.json().listingNumber));
    expect(row).toMatchObject({ founderName: null, founderBio: null });
  });

  it('saves the request without coordinates when the address cannot be geocoded', async () => {
    const res = await submit({ ...fullRequest(), zipCode: '00000' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, res.json().listingNumber));
    expect(row).toMatchObject({ latitude: null, longitude: null, formattedAddress: null, zipCode: '00000' });
  });

  it('refuses bad input with 400 and field errors, storing nothing', async () => {
    const before = await count();
    const res = await submit({ ...fullRequest(), businessName: ' ', businessEmail: 'nope', zipCode: '123', keywords: ['a', 'A'] });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      businessName: 'Business name is required',
      businessEmail: 'Please enter a valid email address',
      zipCode: 'Please enter a 5-digit ZIP code',
      'keywords.1': "'A' is already in the keywords",
    });
    expect(await count()).toEqual(before);
  });

  it('refuses an empty body with the required fields named', async () => {
    const res = await submit({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(
      expect.arrayContaining([
        'businessName',
        'businessType',
        'street',
        'city',
        'state',
        'zipCode',
        'phoneNumber',
        'businessEmail',
        'founderFirstName',
        'founderLastName',
      ]),
    );
  });

  it('limits submissions per address to 10 an hour', async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i++) expect((await submit({}, address)).statusCode).toBe(400);
    const limited = await submit(fullRequest(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await submit(fullRequest())).statusCode).toBe(201);
  });
});

describe('createListingRequest', () => {
  const deps = () => ({
    db: t.database.db,
    geocoder: { geocode: async () => ({ latitude: 40, longitude: -75, formattedAddress: 'Somewhere', city: 'X', state: 'PA', zipCode: '19104' }) },
    log: { warn: vi.fn() },
    queueMail: vi.fn(async () => 1),
    statusUrl: 'http://localhost/check-status',
    supportEmail: 'support@example.org',
  });
  const input = () => listingRequestSchema.parse(fullRequest());

  it('retries with a new number when the drawn one is taken', async () => {
    await insertListing(t.database.db, { listingNumber: 'BL-11111111', status: 'pending' });
    const draws = ['BL-11111111', 'BL-11111111', 'BL-22222222'];
    const d = { ...deps(), nextNumber: () => draws.shift()! };
    expect(await createListingRequest(d, input())).toBe('BL-22222222');
    expect(draws).toEqual([]);
    // The collision left no half-made request and no e-mail behind.
    expect(d.queueMail).toHaveBeenCalledTimes(1);
    const taken = await t.database.db.select().from(listings).where(eq(listings.listingNumber, 'BL-11111111'));
    expect(taken).toHaveLength(1);
    expect(taken[0]!.businessName).not.toBe('Crown & Glory Salon');
  });

  it('gives up after repeated collisions instead of looping forever', async () => {
    await expect(createListingRequest({ ...deps(), nextNumber: () => 'BL-11111111' }, input())).rejects.toThrow('no free listing number');
  });

  it('logs a warning and saves without coordinates when geocoding fails', async () => {
    const d = { ...deps(), geocoder: { geocode: async () => Promise.reject(new GeocodingError('Geocoding service unavailable')) } };
    const number = await createListingRequest(d, input());
    expect(d.log.warn).toHaveBeenCalledWith({ reason: 'Geocoding service unavailable' }, expect.stringContaining('geocoded'));
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, number));
    expect(row).toMatchObject({ latitude: null, longitude: null });
  });
});

describe(`with GEOCODER_URL set (${testEngine})`, () => {
  let geo: TestApp;
  let service: http.Server;
  let answer = { status: 200, body: '[]' };
  beforeAll(async () => {
    service = http.createServer((_req, res) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    geo = await createTestApp({ GEOCODER_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await geo?.close();
    await new Promise((resolve) => service.close(resolve));
  });
  const stored = async (listingNumber: string) => (await geo.database.db.select().from(listings).where(eq(listings.listingNumber, listingNumber)))[0]!;

  it("stores the service's position and formatted address", async () => {
    answer = {
      status: 200,
      body: JSON.stringify([{ lat: '33.7551', lon: '-84.3877', display_name: '12 Peachtree Street NE, Atlanta, GA', address: { city: 'Atlanta' } }]),
    };
    const res = await geo.app.inject({ method: 'POST', url: '/api/listing-requests', payload: fullRequest() as object });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().listingNumber)).toMatchObject({
      latitude: 33.7551,
      longitude: -84.3877,
      formattedAddress: '12 Peachtree Street NE, Atlanta, GA',
    });
  });

  it('still saves the request, without coordinates, when the service fails', async () => {
    answer = { status: 500, body: 'down' };
    const res = await geo.app.inject({ method: 'POST', url: '/api/listing-requests', payload: fullRequest() as object });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().listingNumber)).toMatchObject({ latitude: null, longitude: null, city: 'Atlanta' });
  });
});
