// Nearest-first search against a reference computed here: many listings around one point, with shared
// coordinates and equal rounded distances, paged through in small pages with and without text; and how
// short terms rank name matches.
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles, roundMiles } from '@shared/distance';
import { searchQuerySchema } from '@shared/schemas/listing';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { searchListingsJson } from './search.repo';

interface Placed {
  id: number;
  name: string;
  type: string;
  state: string;
  createdAt: Date;
  latitude: number | null;
  longitude: number | null;
}

const t = useTestApp();
const placed: Placed[] = [];
const center = { latitude: 33.749, longitude: -84.388 };
const TYPES = ['Restaurants & Food Services', 'Beauty & Personal Care', 'Retail & Boutiques'];

beforeAll(async () => {
  // A deterministic scatter: every third listing shares the spot of the one before it, some share a
  // creation time, a few have no coordinates, and the farthest lie beyond 10 miles.
  for (let i = 0; i < 72; i++) {
    const angle = (i * 137.5 * Math.PI) / 180;
    const reach = 0.012 * (1 + (i % 24)) * (i % 7 === 0 ? 7 : 1);
    const previous = placed[placed.length - 1];
    const shared = i % 3 === 2 && previous?.latitude != null;
    const latitude = i % 17 === 5 ? null : shared ? previous!.latitude : center.latitude + reach * Math.sin(angle);
    const longitude = latitude === null ? null : shared ? previous!.longitude : center.longitude + reach * Math.cos(angle);
    const name = `${i % 4 === 0 ? 'Soul' : 'Corner'} Place ${i}`;
    const type = TYPES[i % TYPES.length]!;
    const state = i % 5 === 0 ? 'AL' : 'GA';
    const createdAt = new Date(Date.UTC(2026, 3, 1 + Math.floor(i / 2)));
    const row = await insertListing(t.database.db, {
      businessName: name,
      businessType: type,
      state,
      latitude,
      longitude,
      createdAt,
      servicesOffered: i % 6 === 1 ? 'Soul Food' : 'Catering',
    });
    placed.push({ id: row.id, name, type, state, createdAt, latitude, longitude });
  }
  // A crowd on one spot (as geocoding to a ZIP code's center makes), larger than the rows read
  // beyond a page for ties, so that a page edge inside it needs the full sort.
  for (let i = 0; i < 40; i++) {
    const spot = { latitude: center.latitude + 0.04, longitude: center.longitude - 0.01 };
    const createdAt = new Date(Date.UTC(2026, 5, 1 + (i % 9)));
    const name = `Crowd ${i % 2 ? 'Soul' : 'Stall'} ${i}`;
    const row = await insertListing(t.database.db, { businessName: name, businessType: TYPES[0]!, state: 'GA', ...spot, createdAt });
    placed.push({ id: row.id, name, type: TYPES[0]!, state: 'GA', createdAt, ...spot });
  }
});

/**
 * What the API must answer: within the radius (or anywhere, with null), by tier, then distance to 0.1
 * mile (listings without coordinates last), then newest.
 */
function reference(radius: number | null, tierOf: (p: Placed) => number | null, state?: string) {
  const nullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
  return placed
    .filter((p) => !state || p.state === state)
    .map((p) => {
      const miles = p.latitude === null || p.longitude === null ? null : distanceMiles(center, { latitude: p.latitude, longitude: p.longitude });
      return { p, tier: tierOf(p), miles, distance: miles === null ? null : roundMiles(miles) };
    })
    .filter((x) => x.tier !== null && (radius === null || (x.miles !== null && x.miles <= radius)))
    .sort((a, b) => a.tier! - b.tier! || nullsLast(a.distance, b.distance) || b.p.createdAt.getTime() - a.p.createdAt.getTime() || b.p.id - a.p.id)
    .map((x) => [x.p.id, x.distance]);
}

async function pageThrough(query: string, limit: number) {
  const found: (number | null)[][] = [];
  for (let offset = 0; ; offset += limit) {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}&limit=${limit}&offset=${offset}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: { id: number; distance: number | null }[]; hasMore: boolean };
    found.push(...body.items.map((i) => [i.id, i.distance]));
    if (!body.hasMore) return found;
    expect(body.items).toHaveLength(limit);
  }
}

const near = `lat=${center.latitude}&lng=${center.longitude}`;

describe(`nearest-first search (${testEngine})`, () => {
  it('has ties to break: shared spots, equal rounded distances and a crowd on one spot', () => {
    const all = reference(10, () => 0).map(([, d]) => d);
    expect(new Set(all).size).toBeLessThan(all.length - 40);
  });

  it.each([5, 10, 25])('pages through %i miles nearest first, ties newest first, without repeats or gaps', async (radius) => {
    for (const limit of [1, 4, 7, 30]) {
      expect(await pageThrough(`${near}&radius=${radius}`, limit)).toEqual(reference(radius, () => 0));
    }
  });

  it('keeps the state filter while walking nearest first', async () => {
    expect(await pageThrough(`${near}&radius=10&state=GA`, 6)).toEqual(reference(10, () => 0, 'GA'));
  });

  it('ranks a short term as a name match only when a word of the name starts with it', async () => {
    // Far from every radius above. 'Chai' holds 'ha' inside a word, and its keyword starts with it.
    const far = { latitude: 1, longitude: 1, state: 'GA' };
    await insertListing(t.database.db, { businessName: 'Harbor Books', keywords: 'books', ...far, createdAt: new Date(Date.UTC(2025, 0, 1)) });
    await insertListing(t.database.db, { businessName: 'Chai Spot', keywords: 'happy hour', ...far, createdAt: new Date(Date.UTC(2025, 0, 2)) });
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?q=ha' });
    expect(res.json().items.map((i: { businessName: string }) => i.businessName)).toEqual(['Harbor Books', 'Chai Spot']);
  });

  const soulTier = (p: Placed) => {
    if (p.name.toLowerCase().includes('soul')) return 0;
    const soulFood = placed.indexOf(p) % 6 === 1;
    return soulFood ? 2 : null;
  };

  it('orders text matches by tier, then nearest, then newest', async () => {
    expect(await pageThrough(`${near}&radius=25&q=soul`, 5)).toEqual(reference(25, soulTier));
    const beauty = (p: Placed) => (p.type === 'Beauty & Personal Care' ? 1 : null);
    expect(await pageThrough(`${near}&radius=10&q=beauty`, 4)).toEqual(reference(10, beauty));
  });

  it('orders text matches nearest first within each tier without a radius too, listings without coordinates last', async () => {
    for (const limit of [3, 30]) expect(await pageThrough(`${near}&q=soul`, limit)).toEqual(reference(null, soulTier));
    // With a state, whose listings may lie far from the visitor, they are sorted in full: the same order.
    for (const state of ['GA', 'AL']) expect(await pageThrough(`${near}&q=soul&state=${state}`, 4)).toEqual(reference(null, soulTier, state));
    // Without text and without a radius, newest first (distances still shown).
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${near}&state=AL&limit=100` });
    const items = res.json().items as { id: number; distance: number | null }[];
    const al = placed.filter((p) => p.state === 'AL').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(items.map((i) => i.id)).toEqual(al.map((p) => p.id));
    expect(items.some((i) => i.distance !== null && i.distance > 0)).toBe(true);
  });

  it('answers text within a radius alike through the cell index and, past its candidate limit, through the tiers', async () => {
    let statements = 0;
    // Counts the statements a search runs: the reading's look-up and one through the index, more when it gives way.
    const pool = new Proxy(t.database.pool, {
      get: (target, key) => (key === 'connect' ? () => (statements++, target.connect()) : Reflect.get(target, key)),
    }) as pg.Pool;
    const cases = [
      ['soul', 25],
      ['place', 10],
      ['so', 10],
      ['catering', 5],
      ['stall', 25],
      ['soul', 25, 'newest'],
      ['co', 10, 'newest'],
    ] as const;
    for (const [q, radius, sort] of cases) {
      for (const offset of [0, 7]) {
        const query = searchQuerySchema.parse({ q, lat: center.latitude, lng: center.longitude, radius, sort, limit: 7, offset });
        statements = 0;
        const viaCells = await searchListingsJson(pool, query);
        expect(statements, `${q} within ${radius} miles, ${sort ?? 'relevance'}, from ${offset}`).toBe(2);
        statements = 0;
        const viaTiers = await searchListingsJson(pool, query, { cellCandidates: 2 });
        expect(statements).toBeGreaterThan(2);
        const page = JSON.parse(viaCells) as { items: unknown[] };
        expect(page).toEqual(JSON.parse(viaTiers));
        if (offset === 0) expect(page.items).toHaveLength(7);
      }
    }
  });

  it('ranks the word tiers within a radius through the cell index too', async () => {
    // 'catering' has synonyms ('caterer'): within 5 miles its exact matches fill no second page.
    const query = searchQuerySchema.parse({ q: 'catering', lat: center.latitude, lng: center.longitude, radius: 5, limit: 7, offset: 7 });
    const viaCells = JSON.parse(await searchListingsJson(t.database.pool, query));
    expect(viaCells).toEqual(JSON.parse(await searchListingsJson(t.database.pool, query, { cellCandidates: 2 })));
    expect(viaCells.items.length).toBeGreaterThan(0);
  });

  it('pages through a term whose matches mostly lack coordinates, the newest of them first', async () => {
    // More listings without coordinates than the walk reads beyond a page: it cannot tell which are newest.
    for (let i = 0; i < 31; i++) {
      const createdAt = new Date(Date.UTC(2024, 0, 1 + i));
      const spot = i === 30 ? { latitude: center.latitude + 0.5, longitude: center.longitude } : { latitude: null, longitude: null };
      const row = await insertListing(t.database.db, { businessName: `Drifting Kiosk ${i}`, state: 'GA', ...spot, createdAt });
      placed.push({ id: row.id, name: `Drifting Kiosk ${i}`, type: 'Retail & Boutiques', state: 'GA', createdAt, ...spot });
    }
    const kiosk = (p: Placed) => (p.name.startsWith('Drifting Kiosk') ? 0 : null);
    for (const limit of [1, 4, 30]) expect(await pageThrough(`${near}&q=kiosk`, limit)).toEqual(reference(null, kiosk));
  });
});
