// GET /api/listings: filters, ordering, distance, paging and refusals, against a real database.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingCardSchema, searchResponseSchema } from '@shared/schemas/listing';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview, type ListingInput } from '../../../test/factories';
import { escapeLike } from '@server/db/like';

const t = useTestApp();
const ids: Record<string, number> = {};
const atlanta = { lat: 33.749, lng: -84.388 };

const beauty = { businessType: 'Beauty & Personal Care' };
/** The listings, each created a day after the one before; names, types and services chosen so that 'soul' hits each ordering tier. */
const LISTINGS: Record<string, ListingInput> = {
  oldSoulName: { businessName: 'Soul Sisters Books' },
  newSoulName: { businessName: 'Heart & Soul Kitchen', businessType: 'Restaurants & Food Services' },
  soulService: { businessName: 'Magnolia Table', businessType: 'Restaurants & Food Services', servicesOffered: 'Soul Food, Catering' },
  soulKeyword: { businessName: 'Kente Threads', keywords: 'neo-soul, vinyl', state: 'NY', latitude: 40.7128, longitude: -74.006, city: 'New York' },
  beautyNear: {
    ...beauty,
    businessName: 'Crown Glory Salon',
    servicesOffered: 'Hair Services, Nail Services',
    priceLevel: 2,
    latitude: 33.76,
    longitude: -84.39,
  },
  beautyFar: { ...beauty, businessName: 'Lash Lounge', servicesOffered: 'Lash Extensions', priceLevel: 4, latitude: 34.0, longitude: -84.2 },
  noCoords: { ...beauty, businessName: 'Mobile Beauty Bar', latitude: null, longitude: null },
  pending: { businessName: 'Soul Pending Shop', status: 'pending' },
  declined: { businessName: 'Soul Declined Shop', status: 'declined' },
};

beforeAll(async () => {
  const db = t.database.db;
  for (const [day, [name, listing]] of Object.entries(LISTINGS).entries()) {
    ids[name] = (await insertListing(db, { ...listing, createdAt: new Date(Date.UTC(2026, 5, day + 1)) })).id;
  }
  for (const rating of [5, 4, 4]) await insertReview(db, ids.beautyNear!, rating);
});

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  return { status: res.statusCode, body: res.json() };
}
const names = (body: { items: { businessName: string }[] }) => body.items.map((i) => i.businessName);

describe(`GET /api/listings (${testEngine})`, () => {
  it('lists only approved listings, newest first, with ratings', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body.items.map((i: { id: number }) => i.id)).not.toContain(ids.pending);
    expect(body.items.map((i: { id: number }) => i.id)).not.toContain(ids.declined);
    expect(names(body)[0]).toBe('Mobile Beauty Bar');
    const salon = body.items.find((i: { id: number }) => i.id === ids.beautyNear);
    expect(salon.rating).toEqual({ count: 3, average: 4.3 });
    expect(salon.distance).toBeNull();
    expect(salon).not.toHaveProperty('ein');
    expect(salon).not.toHaveProperty('listingNumber');
    // The body is written by the database: it must still be exactly the documented response.
    const strict = searchResponseSchema.extend({ items: z.array(listingCardSchema.strict()) }).strict();
    expect(strict.parse(body)).toEqual(body);
    expect((await search('limit=1')).body.items[0].rating).toEqual({ count: 0, average: 0 });
  });

  it('orders text matches: name, then type, then services or keywords, newest first within each', async () => {
    const { body } = await search('q=SOUL');
    expect(names(body)).toEqual(['Heart & Soul Kitchen', 'Soul Sisters Books', 'Kente Threads', 'Magnolia Table']);
  });

  it('puts business-type matches between name matches and the rest', async () => {
    const { body } = await search('q=beauty');
    expect(names(body)).toEqual(['Mobile Beauty Bar', 'Lash Lounge', 'Crown Glory Salon']);
  });

  it('matches word prefixes for short terms', async () => {
    const { body } = await search('q=la');
    expect(names(body)).toEqual(['Lash Lounge']);
  });

  it('treats % and _ in the text literally', async () => {
    expect((await search(`q=${encodeURIComponent('%%%')}`)).body.items).toEqual([]);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('filters by type, state, price and any of several services', async () => {
    expect(names((await search(`type=${encodeURIComponent('Beauty & Personal Care')}&state=GA`)).body)).toEqual([
      'Mobile Beauty Bar',
      'Lash Lounge',
      'Crown Glory Salon',
    ]);
    expect(names((await search('state=NY')).body)).toEqual(['Kente Threads']);
    expect(names((await search('price=2,3')).body)).toEqual(['Crown Glory Salon']);
    expect(names((await search(`services=${encodeURIComponent('lash extensions, soul food')}`)).body)).toEqual(['Lash Lounge', 'Magnolia Table']);
  });

  it('keeps only listings within the radius, nearest first, with distances to one decimal', async () => {
    const { body } = await search(`lat=${atlanta.lat}&lng=${atlanta.lng}&radius=5`);
    const found = body.items.map((i: { id: number; distance: number }) => [i.id, i.distance]);
    expect(found[0][1]).toBe(0);
    expect(found.map((f: number[]) => f[0])).toContain(ids.beautyNear);
    expect(found.map((f: number[]) => f[0])).not.toContain(ids.beautyFar);
    expect(found.map((f: number[]) => f[0])).not.toContain(ids.noCoords);
    const salon = body.items.find((i: { id: number }) => i.id === ids.beautyNear);
    expect(salon.distance).toBe(0.8);
    const distances = body.items.map((i: { distance: number }) => i.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    const wider = await search(`lat=${atlanta.lat}&lng=${atlanta.lng}&radius=25&q=beauty`);
    // Both are business-type matches, so the nearer comes first.
    expect(names(wider.body)).toEqual(['Crown Glory Salon', 'Lash Lounge']);
  });

  it('shows distance without a radius, ranking nearer first within a tier and keeping listings without coordinates', async () => {
    const { body } = await search(`lat=${atlanta.lat}&lng=${atlanta.lng}&q=beauty`);
    // The name match first, though it has no coordinates; then the type matches, nearest first.
    expect(names(body)).toEqual(['Mobile Beauty Bar', 'Crown Glory Salon', 'Lash Lounge']);
    expect(body.items[0].distance).toBeNull();
    expect(body.items[1].distance).toBeLessThan(body.items[2].distance);
    expect(body.items[2].distance).toBeGreaterThan(15);
  });

  it('pages without duplicates and says whether more rows exist', async () => {
    const seen: number[] = [];
    let offset = 0;
    let more = true;
    while (more) {
      const { body } = await search(`limit=3&offset=${offset}`);
      seen.push(...body.items.map((i: { id: number }) => i.id));
      more = body.hasMore;
      offset += 3;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect((await search('limit=7')).body.hasMore).toBe(false);
    expect((await search('limit=6')).body.hasMore).toBe(true);
    const soul = await search('q=soul&limit=2&offset=2');
    expect(names(soul.body)).toEqual(['Kente Threads', 'Magnolia Table']);
    expect(soul.body.hasMore).toBe(false);
  });

  it.each([
    ['radius=7&lat=33&lng=-84', 'radius'],
    ['lat=33.7', 'lng'],
    ['radius=5', 'radius'],
    ['offset=-1', 'offset'],
    ['limit=101', 'limit'],
    ['state=XX', 'state'],
    ['price=5', 'price.0'],
    ['lat=200&lng=0', 'lat'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});
