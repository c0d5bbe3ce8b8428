// Reviews moderation: the spec's filters (rating equals, text in username, content or business
// name ignoring case, by business), statistics, the business picker, and deletion seen publicly.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing, insertReview } from '../../../../test/factories';
import type { ChangeEvent } from '@server/plugins/realtime';

const t = useTestApp();
const admin = signedInAdmin(t);
let soul: { id: number };
let taco: { id: number };
beforeAll(async () => {
  soul = await insertListing(t.database.db, { businessName: 'Soul Food Kitchen' });
  taco = await insertListing(t.database.db, { businessName: 'Taco Soul Truck' });
  await insertListing(t.database.db, { businessName: 'Soulful Pending', status: 'pending' });
  await insertReview(t.database.db, soul.id, 5, { username: 'Marcus', content: 'Best collard greens in town.' });
  await insertReview(t.database.db, soul.id, 3, { username: 'keisha_b', content: 'Good but slow service today.' });
  await insertReview(t.database.db, taco.id, 1, { username: 'Dre', content: 'Cold food and rude staff.' });
});

type Body = { items: { username: string; businessName: string }[]; total: number; stats: Record<string, unknown>; businesses: { id: number; count: number }[] };
const reviews = async (query: string) => (await admin.get(`/api/admin/reviews${query}`)).json() as Body;

describe(`admin reviews (${testEngine})`, () => {
  it('filters by rating, text (username, content or business name, any case) and business', async () => {
    expect((await reviews('?rating=3')).items.map((r) => r.username)).toEqual(['keisha_b']);
    expect((await reviews('?q=MARCUS')).items.map((r) => r.username)).toEqual(['Marcus']);
    expect((await reviews('?q=collard')).items.map((r) => r.username)).toEqual(['Marcus']);
    expect((await reviews('?q=taco%20soul')).items.map((r) => r.username)).toEqual(['Dre']);
    expect((await reviews(`?businessId=${soul.id}&sort=highest`)).items.map((r) => r.username)).toEqual(['Marcus', 'keisha_b']);
    expect((await admin.get('/api/admin/reviews?rating=6')).statusCode).toBe(400);
  });

  it('answers statistics of every matching review and the businesses of the page', async () => {
    const all = await reviews('');
    expect(all.total).toBe(3);
    expect(all.stats).toMatchObject({ count: 3, average: 3, businesses: 2, lastWeek: 3, distribution: { '1': 1, '3': 1, '5': 1, '2': 0, '4': 0 } });
    const oneBusiness = await reviews(`?businessId=${soul.id}`);
    expect(oneBusiness.stats).toMatchObject({ count: 2, average: 4 });
    expect(oneBusiness.businesses).toEqual([expect.objectContaining({ id: soul.id, count: 2, average: 4 })]);
    const grouped = await reviews('?sort=business&limit=2');
    expect(grouped.items.map((r) => r.businessName)).toEqual(['Soul Food Kitchen', 'Soul Food Kitchen']);
  });

  it('suggests up to 10 approved businesses from 2 characters, names starting with the text first', async () => {
    expect((await admin.get('/api/admin/listings/search?q=s')).statusCode).toBe(400);
    const res = (await admin.get('/api/admin/listings/search?q=sOuL')).json();
    expect(res.items.map((i: { businessName: string }) => i.businessName)).toEqual(['Soul Food Kitchen', 'Taco Soul Truck']);
    for (let i = 0; i < 12; i++) await insertListing(t.database.db, { businessName: `Picker Shop ${i}` });
    expect((await admin.get('/api/admin/listings/search?q=picker')).json().items).toHaveLength(10);
    // Accents and case folded both ways, as the search copy's names are; LIKE's wildcards are text.
    await insertListing(t.database.db, { businessName: 'Café 100% Crème' });
    const named = async (q: string) =>
      (await admin.get(`/api/admin/listings/search?q=${encodeURIComponent(q)}`)).json().items.map((i: { businessName: string }) => i.businessName);
    expect(await named('cafe')).toEqual(['Café 100% Crème']);
    expect(await named('CRÈME')).toEqual(['Café 100% Crème']);
    expect(await named('100%')).toEqual(['Café 100% Crème']);
    expect(await named('0_')).toEqual([]);
  });

  it('deletes a review: gone from the public reviews and the rating, change published', async () => {
    const doomed = await insertReview(t.database.db, taco.id, 2, { username: 'Spammer', content: 'Buy cheap stuff at my site.' });
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${taco.id}` })).json().rating.count).toBe(2);
    const changes: ChangeEvent[] = [];
    const unsubscribe = t.app.changes.subscribe((e) => changes.push(e));
    expect((await admin.delete(`/api/admin/reviews/${doomed.id}`)).statusCode).toBe(204);
    unsubscribe();
    expect(changes).toEqual([{ topic: 'reviews', businessId: taco.id }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${taco.id}` })).json().rating).toEqual({ count: 1, average: 1 });
    if (t.app.routeTable.some((r) => r.method === 'GET' && r.url === '/api/listings/:id/reviews')) {
      const pub = (await t.app.inject({ method: 'GET', url: `/api/listings/${taco.id}/reviews` })).json() as { items: { id: number }[] };
      expect(pub.items.map((r) => r.id)).not.toContain(doomed.id);
    }
    const again = await admin.delete(`/api/admin/reviews/${doomed.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Review not found');
  });
});
