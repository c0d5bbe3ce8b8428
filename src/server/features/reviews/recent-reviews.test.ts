// GET /api/reviews/recent: the newest reviews across approved businesses, for the home page.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview, nthMinute } from '../../../test/factories';
import { recentReviewListSchema } from '@shared/schemas/review';

const t = useTestApp();

const recent = (query = '') => t.app.inject({ method: 'GET', url: `/api/reviews/recent${query}` });

describe(`GET /api/reviews/recent (${testEngine})`, () => {
  it('lists the newest reviews of approved businesses first, each with its business, never a hidden one', async () => {
    const shop = await insertListing(t.database.db, { businessName: 'Crown Hair Studio' });
    const cafe = await insertListing(t.database.db, { businessName: 'Sweet Auburn Cafe' });
    const pending = await insertListing(t.database.db, { businessName: 'Not Yet Approved', status: 'pending' });
    const declined = await insertListing(t.database.db, { businessName: 'Declined Shop', status: 'declined' });
    await insertReview(t.database.db, shop.id, 4, { username: 'Oldest', createdAt: nthMinute(1_000) });
    await insertReview(t.database.db, cafe.id, 5, { username: 'Newest', content: 'Best peach cobbler in town.', createdAt: nthMinute(1_003) });
    await insertReview(t.database.db, pending.id, 1, { username: 'Hidden pending', createdAt: nthMinute(1_004) });
    await insertReview(t.database.db, declined.id, 1, { username: 'Hidden declined', createdAt: nthMinute(1_005) });
    await insertReview(t.database.db, shop.id, 3, { username: 'Middle', createdAt: nthMinute(1_002) });

    const res = await recent();
    expect(res.statusCode).toBe(200);
    const body = recentReviewListSchema.parse(res.json());
    expect(body.items.map((r) => r.username)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      username: 'Newest',
      rating: 5,
      content: 'Best peach cobbler in town.',
      createdAt: nthMinute(1_003).toISOString(),
      business: { id: cafe.id, businessName: 'Sweet Auburn Cafe' },
    });
    // Nothing a visitor never sees on a review's own page: no sender hash.
    expect(res.json().items[0]).not.toHaveProperty('senderHash');
  });

  it('answers as many as asked, up to 20, and refuses more', async () => {
    const shop = await insertListing(t.database.db);
    for (let n = 0; n < 3; n++) await insertReview(t.database.db, shop.id, 5, { createdAt: nthMinute(2_000 + n) });
    expect((await recent('?limit=2')).json().items).toHaveLength(2);
    expect((await recent('?limit=20')).statusCode).toBe(200);
    const tooMany = await recent('?limit=21');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ limit: 'At most 20 reviews' });
    expect((await recent('?limit=0')).statusCode).toBe(400);
  });
});
