// GET /api/listings: where and in what order. Highest rated first, nearest first, open now in the
// business's own time, and distances from a place the visitor names (`near`) instead of the device.
import { beforeAll, describe, expect, it } from 'vitest';
import { openStatus } from '@shared/open-now';
import { stateTimeZone } from '@shared/reference/time-zones';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';
import { reorder } from './reorder';

const t = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.database.db;
  const atl = { city: 'Atlanta', state: 'GA', zipCode: '30303' };
  ids.always = (await insertListing(db, { businessName: 'Allday Wings', businessHours: '24/7', ...atl, latitude: 33.75, longitude: -84.39 })).id;
  ids.never = (await insertListing(db, { businessName: 'Sunday Suppers', businessHours: 'Sun 12:00-13:00', ...atl, latitude: 33.95, longitude: -84.55 })).id;
  ids.houston = (
    await insertListing(db, {
      businessName: 'Bayou Wings',
      businessHours: '24/7',
      city: 'Houston',
      state: 'TX',
      zipCode: '77002',
      latitude: 29.76,
      longitude: -95.37,
    })
  ).id;
  for (const rating of [3, 3]) await insertReview(db, ids.always, rating);
  for (const rating of [5, 5, 4]) await insertReview(db, ids.houston, rating);
  await insertReview(db, ids.never, 5);
});

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  return { status: res.statusCode, body: res.json() as { items: { id: number; distance: number | null }[]; hasMore: boolean; error?: { message: string } } };
}
const idsOf = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

describe(`where and in what order (${testEngine})`, () => {
  it('puts the highest rated first, the most reviews breaking ties', async () => {
    const { status, body } = await search('q=wings&sort=rating');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.houston, ids.always]);
    // Paged after the reorder: the second page holds the second.
    expect(idsOf((await search('q=wings&sort=rating&limit=1&offset=1')).body)).toEqual([ids.always]);
    expect((await search('q=wings&sort=rating&limit=1')).body.hasMore).toBe(true);
  });

  it('keeps only what is open now in its own time', async () => {
    const { body } = await search('open=now&limit=100');
    const found = idsOf(body);
    expect(found).toContain(ids.always);
    expect(found).toContain(ids.houston);
    const sundayLunchNow = openStatus('Sun 12:00-13:00', new Date(), stateTimeZone('GA')) === 'open';
    expect(found.includes(ids.never!)).toBe(sundayLunchNow);
  });

  it('measures from a named place, with a radius, when no position is sent', async () => {
    const { status, body } = await search('near=Atlanta%2C%20GA&radius=25&sort=nearest');
    expect(status).toBe(200);
    expect(idsOf(body).sort()).toEqual([ids.always, ids.never].sort());
    const distances = body.items.map((i) => i.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d < 25)).toBe(true);
    const zip = await search('near=77002&radius=5');
    expect(idsOf(zip.body)).toEqual([ids.houston]);
    const unknown = await search('near=Nowhereville&radius=25');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error!.message).toMatch(/could not find that place/);
  });

  it('sorts nearest first across every match, and falls back to best match with no center', async () => {
    const near = await search('q=wings&sort=nearest&lat=29.7&lng=-95.3');
    expect(idsOf(near.body)).toEqual([ids.houston, ids.always]);
    const nowhere = await search('q=wings&sort=nearest');
    expect(nowhere.status).toBe(200);
    expect(idsOf(nowhere.body).sort()).toEqual([ids.always, ids.houston].sort());
  });

  it('refuses an order it does not know', async () => {
    expect((await search('sort=cheapest')).status).toBe(400);
    expect((await search('open=later')).status).toBe(400);
  });
});

describe('reorder', () => {
  const card = (id: number, average: number, count: number, hours: string | null = '24/7') =>
    ({ id, rating: { average, count }, businessHours: hours, state: 'GA' }) as Parameters<typeof reorder>[0][number];
  it('keeps the plan order for equal ratings and drops the closed ones', () => {
    const items = [card(1, 4, 2), card(2, 4.5, 1), card(3, 4, 2), card(4, 5, 9, 'Closed')];
    expect(reorder(items, { sort: 'rating' }, new Date()).map((i) => i.id)).toEqual([4, 2, 1, 3]);
    expect(reorder(items, { sort: 'relevance', open: 'now' }, new Date()).map((i) => i.id)).toEqual([1, 2, 3]);
  });
});
