// GET /api/listings/by-id: the cards of a saved or shared list, approved listings only, in the order asked.
import { describe, expect, it } from 'vitest';
import { SAVED_IDS_MESSAGES } from '@shared/schemas/saved-ids';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';

const t = useTestApp();

describe(`GET /api/listings/by-id (${testEngine})`, () => {
  it('answers the approved listings asked for, in that order, with their ratings', async () => {
    const first = await insertListing(t.database.db, { businessName: 'Sankofa Books', ein: '12-3456789' });
    const second = await insertListing(t.database.db, { businessName: 'Harlem Grind' });
    const pending = await insertListing(t.database.db, { status: 'pending' });
    await insertReview(t.database.db, first.id, 4);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/by-id?ids=${second.id},${pending.id},999999,${first.id}` });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(items[0].rating).toEqual({ count: 0, average: 0 });
    expect(items[1]).toMatchObject({ businessName: 'Sankofa Books', rating: { count: 1, average: 4 }, distance: null });
    expect(items[1]).not.toHaveProperty('ein');
  });

  it('refuses ids that are not a list of ids, or more than 100', async () => {
    for (const [ids, message] of [
      ['abc', SAVED_IDS_MESSAGES.format],
      ['', SAVED_IDS_MESSAGES.required],
      [Array.from({ length: 101 }, (_, i) => i + 1).join(','), SAVED_IDS_MESSAGES.tooMany],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/by-id?ids=${ids}` });
      expect(res.statusCode, ids).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/by-id' })).statusCode).toBe(400);
  });

  it('is described in the API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/listings/by-id'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'ids', in: 'query' })]));
  });
});
