// The queries the New Businesses page makes of GET /api/listings: newest first, category, text, Near Me (5 miles), paging.
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '@shared/distance';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';

const t = useTestApp();
const visitor = { latitude: 40.6782, longitude: -73.9442 }; // Brooklyn
const MILES_PER_DEGREE_LAT = (3959 * Math.PI) / 180;
const north = (miles: number) => ({ latitude: visitor.latitude + miles / MILES_PER_DEGREE_LAT, longitude: visitor.longitude });

beforeAll(async () => {
  const db = t.database.db;
  const day = (n: number) => new Date(Date.UTC(2026, 1, n));
  await insertListing(db, { businessName: 'Inside 4.9', businessType: 'Restaurants & Food Services', ...north(4.9), createdAt: day(1) });
  await insertListing(db, { businessName: 'Inside 1', businessType: 'Retail & Boutiques', ...north(1), createdAt: day(2) });
  await insertListing(db, { businessName: 'Outside 5.1', businessType: 'Restaurants & Food Services', ...north(5.1), createdAt: day(3) });
  await insertListing(db, { businessName: 'Far Away', businessType: 'Restaurants & Food Services', latitude: 33.749, longitude: -84.388, createdAt: day(4) });
  await insertListing(db, { businessName: 'No Location', businessType: 'Restaurants & Food Services', latitude: null, longitude: null, createdAt: day(5) });
  await insertListing(db, { businessName: 'Pending Nearby', status: 'pending', ...north(0.5), createdAt: day(6) });
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?sort=newest&${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { businessName: string; distance: number | null; latitude: number; longitude: number }[]; hasMore: boolean };
}
const names = (body: { items: { businessName: string }[] }) => body.items.map((i) => i.businessName);
const near = `lat=${visitor.latitude}&lng=${visitor.longitude}&radius=5`;

describe(`New Businesses queries (${testEngine})`, () => {
  it('lists approved businesses newest first', async () => {
    expect(names(await list(''))).toEqual(['No Location', 'Far Away', 'Outside 5.1', 'Inside 1', 'Inside 4.9']);
  });

  it('Near Me keeps only businesses within 5 miles of the visitor, with their distance', async () => {
    const body = await list(near);
    expect(names(body).sort()).toEqual(['Inside 1', 'Inside 4.9']);
    for (const item of body.items) {
      expect(item.distance).not.toBeNull();
      expect(item.distance!).toBeLessThanOrEqual(5);
      expect(distanceMiles(visitor, item)).toBeLessThanOrEqual(5);
    }
  });

  it('combines Near Me with the category and the text search', async () => {
    expect(names(await list(`${near}&type=${encodeURIComponent('Restaurants & Food Services')}`))).toEqual(['Inside 4.9']);
    expect(names(await list(`${near}&q=inside`)).sort()).toEqual(['Inside 1', 'Inside 4.9']);
    expect(names(await list(`${near}&q=outside`))).toEqual([]);
  });

  it('pages 2 at a time without repeating or skipping', async () => {
    const first = await list('limit=2');
    const second = await list('limit=2&offset=2');
    const third = await list('limit=2&offset=4');
    expect(first.hasMore && second.hasMore).toBe(true);
    expect(third.hasMore).toBe(false);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(names(await list('')));
  });
});
