// The searches over the demo data set: misspelt, plural, accented, glued and other words for
// what the demo listings hold, and places in the text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchResponse } from '@shared/schemas/listing';
import { loadConfig } from '@server/config';
import { seedDemoIfEmpty } from '@server/seed';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';

const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-search-'));

beforeAll(async () => {
  await seedDemoIfEmpty(t.database.db, loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function search(q: string): Promise<SearchResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?limit=100&q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return searchResponseSchema.parse(res.json());
}
const names = async (q: string) => (await search(q)).items.map((i) => i.businessName);

describe(`the demo data's searches (${testEngine})`, () => {
  it('finds restaurants, hair and barbers misspelt', async () => {
    const restaurants = await search('resturant');
    expect(restaurants.items.length).toBeGreaterThan(5);
    expect(restaurants.items.every((i) => i.businessType === 'Restaurants & Food Services')).toBe(true);
    expect(await names('hiar')).toContain('Crown & Glory Hair Studio');
    expect((await names('barbr')).slice(0, 3)).toContain('Sharp Edges Barber Co.');
  });

  it('finds the nail bar by the plural', async () => {
    expect(await names('nails')).toContain('Polished Nail Bar & Spa');
  });

  it('finds the cafes with an accent, and coffee shops after them', async () => {
    const found = await names('café');
    expect(found.slice(0, 2).sort()).toEqual(['Greens & Grains Vegan Cafe', 'Suds & Sips']);
    expect(found).toContain('Spokes & Espresso');
  });

  it('reads Atlanta and a ZIP code as places', async () => {
    const atlanta = await search('Atlanta');
    expect(atlanta.understood).toEqual({ text: '', place: { label: 'Atlanta, GA', city: 'Atlanta', state: 'GA', zip: null } });
    expect(atlanta.items.length).toBeGreaterThan(10);
    expect(atlanta.items.every((i) => i.city === 'Atlanta')).toBe(true);
    // The demo data has no hair business in Georgia: the search says what it looked for.
    const hair = await search('hair atlanta');
    expect(hair.understood).toEqual({ text: 'hair', place: atlanta.understood!.place });
    expect(hair.items.every((i) => i.city === 'Atlanta')).toBe(true);
    expect((await search('cleaning atlanta')).items.map((i) => i.businessName)).toContain('Spotless Touch Cleaning');
    const zip = await search('30303');
    expect(zip.understood?.place?.zip).toBe('30303');
    // Nearest the ZIP code's center first: its own listings among the first.
    const inZip = zip.items.filter((i) => i.zipCode === '30303');
    expect(inZip.length).toBeGreaterThan(1);
    expect(zip.items.slice(0, inZip.length + 2)).toEqual(expect.arrayContaining(inZip));
    expect(zip.items.every((i) => i.state === 'GA')).toBe(true);
  });

  it('finds soul food glued, and barbecue by its short name', async () => {
    const soulFood = await names('soulfood');
    expect(soulFood.length).toBeGreaterThan(5);
    expect(soulFood).toContain('Mama Dee’s Soul Kitchen');
    expect(await names('bbq')).toContain('Big Earl’s Smokehouse');
  });

  it('offers the demo listings’ spelling when nothing matches', async () => {
    const none = await search('restaraunt');
    expect(none.items).toEqual([]);
    expect(none.didYouMean).toBe('restaurants');
  });
});
