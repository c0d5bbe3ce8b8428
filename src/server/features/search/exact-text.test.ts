// The exact text's tiers find exactly the listings whose text contains the term (case and accents
// folded), first, whichever index finds the candidates: punctuation, accents, hosts, numbers, words of
// many listings. Word tiers (other forms, typos, synonyms) may add listings after them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { distanceMiles, type Point } from '@shared/distance';
import { listings, listingSearch } from '@server/db/schema';
import { foldText } from './query-text';

const t = useTestApp();

beforeAll(async () => {
  const db = t.database.db;
  await insertListing(db, { businessName: 'Golden Studio 12', keywords: 'www.goldenstudio.example, neo-soul' });
  await insertListing(db, { businessName: 'Café Crème', servicesOffered: 'Brûlée Bar' });
  await insertListing(db, { businessName: "Mama's B&B", keywords: 'bed & breakfast, 3.5 stars' });
  await insertListing(db, { businessName: 'Studio 54 Lounge', keywords: 'disco' });
  for (let i = 0; i < 40; i++) await insertListing(db, { businessName: `Axyz${i} Shop` });
  // Around 34 N, 84 W at several distances, and one without coordinates.
  for (const [lat, lng] of [
    [34.0001, -84.0001],
    [33.9999, -84.0001],
    [34.0001, -83.9999],
    [33.9999, -83.9999],
    [34.0, -84.0],
    [34.2, -84.2],
  ]) {
    await insertListing(db, { businessName: `Corner Bakery ${lat} ${lng}`, keywords: 'sourdough, pan-dulce', latitude: lat, longitude: lng });
  }
  await insertListing(db, { businessName: 'Roaming Bakery', keywords: 'sourdough', latitude: null, longitude: null });
  await insertListing(db, { businessName: 'Crumb Depot', keywords: 'wholesale sourdough bakery supplies', latitude: 34.01, longitude: -84.01 });
});

/** The ids found, in the answer's order. */
async function foundIds(term: string, query = ''): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?limit=100&q=${encodeURIComponent(term)}${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { id: number }[] }).items.map((i) => i.id);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const searchIds = async (term: string) => sorted(await foundIds(term));
/** The first results, as many as the reference holds, sorted: the exact text's tiers. */
const firstIds = async (term: string, count: number, query = '') => sorted((await foundIds(term, query)).slice(0, count));

async function idOf(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.businessName, name));
  return row!.id;
}

/** The reference: every approved listing whose search text contains the term (and lies within the radius). */
async function containing(term: string, near?: { center: Point; miles: number }): Promise<number[]> {
  const rows = await t.database.db.select().from(listingSearch);
  return rows
    .filter((r) => r.searchText.includes(foldText(term)))
    .filter(
      (r) =>
        !near || (r.latitude !== null && r.longitude !== null && distanceMiles(near.center, { latitude: r.latitude, longitude: r.longitude! }) <= near.miles),
    )
    .map((r) => r.id)
    .sort((a, b) => a - b);
}

describe(`text search (${testEngine})`, () => {
  it.each([
    'golden studio',
    'en stu',
    'n studio 1',
    'goldenstudio.ex',
    'o-so',
    'Crème',
    'fé cr',
    'ée ba',
    "mama's",
    'b&b',
    '3.5 st',
    'xyz',
    'axyz1',
    'axyz12 shop',
    'studio',
    '54 lo',
    'STUDIO 5',
    'lounge',
    'studio 54 lounge',
    'den studio 1',
    'example, neo',
    '.example',
    'eo-sou',
  ])('finds first exactly the listings containing %j', async (term) => {
    const expected = await containing(term);
    expect(expected.length).toBeGreaterThan(0);
    expect(await firstIds(term, expected.length)).toEqual(expected);
  });

  it.each(['bakery', 'sourdough', 'pan-dulce', 'an-du', 'corner bakery 34', 'bak', 'so', 'pa'])(
    'finds exactly the listings within a radius containing %j',
    async (term) => {
      for (const miles of [5, 25]) {
        const center = { latitude: 34, longitude: -84 };
        const expected = await containing(term, { center, miles });
        const ids = await firstIds(term, expected.length, `&lat=34&lng=-84&radius=${miles}`);
        if (term.length >= 3) expect(ids).toEqual(expected);
        // Short terms match the start of a word, so they may find more than "contains".
        else expect(ids).toEqual(expect.arrayContaining(expected));
        expect(expected.length).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('finds a long term within a radius by a few of its pieces', async () => {
    const term = 'wholesale sourdough bakery supp';
    const expected = await containing(term, { center: { latitude: 34, longitude: -84 }, miles: 5 });
    expect(expected).toEqual([await idOf('Crumb Depot')]);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?lat=34&lng=-84&radius=5&q=${encodeURIComponent(term)}` });
    expect((res.json() as { items: { id: number }[] }).items.map((i) => i.id)).toEqual(expected);
    const miss = await t.app.inject({
      method: 'GET',
      url: `/api/listings?lat=34&lng=-84&radius=5&q=${encodeURIComponent('wholesale sourdough bakery suppx')}`,
    });
    expect(miss.json().items).toEqual([]);
  });

  it('answers an empty page when no listing contains the term', async () => {
    expect(await searchIds('zzqv')).toEqual([]);
    expect(await searchIds('golden zzqv')).toEqual([]);
    expect(await searchIds('studio 55')).toEqual([]);
  });

  it('matches the start of a word for short terms, words being runs of letters and digits', async () => {
    // "example" starts a word of "www.goldenstudio.example"; "5" starts "5" of "3.5" and "54".
    expect(await searchIds('ex')).toEqual([await idOf('Golden Studio 12')]);
    expect(await searchIds('5')).toEqual([await idOf("Mama's B&B"), await idOf('Studio 54 Lounge')]);
    expect(await searchIds('ax')).toEqual(await containing('axyz'));
    expect(await searchIds('qz')).toEqual([]);
  });

  it('finds a listing by the words it changed to', async () => {
    const lounge = await idOf('Studio 54 Lounge');
    expect(await searchIds('zanzib')).toEqual([]);
    await t.database.db.update(listings).set({ keywords: 'disco, zanzibar nights' }).where(eq(listings.id, lounge));
    expect(await searchIds('zanzib')).toEqual([lounge]);
    expect(await searchIds('za')).toEqual([lounge]);
  });
});
