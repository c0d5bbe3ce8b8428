// GET /api/articles?state=: Get Involved's 'Organizations near you' by the visitor's state, read from each
// post's location or address as the shared rule reads it.
import { beforeAll, describe, expect, it } from 'vitest';
import { isPlaceInState } from '@shared/place-state';
import { useTestApp } from '../../../test/app';
import { insertArticle } from '../../../test/article-factories';
import { testEngine } from '../../../test/database';
import type { blogs } from '@server/db/schema';

const t = useTestApp();
let rows: (typeof blogs.$inferSelect)[] = [];

beforeAll(async () => {
  const db = t.database.db;
  const post = (title: string, location: string | null, address: string | null) =>
    insertArticle(db, { title, category: 'Get Involved', location, address, organizationName: `${title} group` });
  rows = [
    await post('Mentor in Atlanta', 'Atlanta, Georgia', '230 Auburn Ave NE, Atlanta, GA 30303'),
    await post('Money workshop in Decatur', 'Decatur, GA', null),
    await post('Cleanup crew', null, '2100 Cecil B Moore Ave, Philadelphia, PA 19121'),
    await post('Community fridge', 'Houston, Texas', '3315 Emancipation Ave, Houston, TX 77004'),
    await post('Help in West Virginia', 'Charleston, West Virginia', null),
    await post('Anywhere online', null, null),
    await insertArticle(db, { title: 'Atlanta news', category: 'News', location: 'Atlanta, Georgia' }),
  ];
});

const titles = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/articles${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { title: string }[] }).items.map((i) => i.title).sort();
};

describe(`GET /api/articles?state= (${testEngine})`, () => {
  it("keeps the category's posts in that state, by location or address, by name or code", async () => {
    expect(await titles('?category=Get%20Involved&state=GA')).toEqual(['Mentor in Atlanta', 'Money workshop in Decatur']);
    expect(await titles('?category=Get%20Involved&state=PA')).toEqual(['Cleanup crew']);
    expect(await titles('?category=Get%20Involved&state=VA')).toEqual([]);
    expect(await titles('?category=Get%20Involved&state=WV')).toEqual(['Help in West Virginia']);
  });

  it('agrees with the shared rule for every state', async () => {
    const involved = rows.filter((r) => r.category === 'Get Involved');
    for (const state of ['GA', 'PA', 'TX', 'NY', 'VA', 'WV'] as const) {
      const expected = involved.filter((r) => isPlaceInState(r, state)).map((r) => r.title);
      expect(await titles(`?category=Get%20Involved&state=${state}`)).toEqual(expected.sort());
    }
  });

  it('lists every post without a state, and refuses what is not a state code', async () => {
    expect(await titles('?category=Get%20Involved')).toHaveLength(6);
    const res = await t.app.inject({ method: 'GET', url: '/api/articles?category=Get%20Involved&state=Georgia' });
    expect(res.statusCode).toBe(400);
  });
});
