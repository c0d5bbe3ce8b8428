// GET /api/listings/:id: approved listings only, with the rating summary.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';

const t = useTestApp();

describe(`GET /api/listings/:id (${testEngine})`, () => {
  it('shows an approved listing with its ratings and no private fields', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Sankofa Books', ein: '12-3456789', userId: 'u-1' });
    await insertReview(t.database.db, listing.id, 5);
    await insertReview(t.database.db, listing.id, 2);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: listing.id, businessName: 'Sankofa Books', rating: { count: 2, average: 3.5 } });
    expect(body).not.toHaveProperty('ein');
    expect(body).not.toHaveProperty('userId');
    expect(body).not.toHaveProperty('listingNumber');
  });

  it('answers 404 for pending, declined and unknown listings', async () => {
    const pending = await insertListing(t.database.db, { status: 'pending' });
    const declined = await insertListing(t.database.db, { status: 'declined' });
    for (const id of [pending.id, declined.id, 999_999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Business Not Found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/abc' })).statusCode).toBe(400);
  });
});
