// Reviews API: the rules at each boundary, summaries and sorting, unknown businesses, spam limits, realtime.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';
import { reviews } from '@server/db/schema';
import type { ChangeEvent } from '@server/plugins/realtime';
import { SPAM_MESSAGES } from './reviews.service';

const t = useTestApp();

let sender = 0;
/** Each call comes from a fresh address unless one is given, so the hourly limits stay out of the way. */
function post(businessId: number, body: unknown, remoteAddress = `10.0.${Math.floor(++sender / 250)}.${sender % 250}`) {
  return t.app.inject({ method: 'POST', url: `/api/listings/${businessId}/reviews`, payload: body as object, remoteAddress });
}
const valid = { rating: 4, username: 'Keisha M.', content: 'Great service and friendly staff.' };
const storedCount = async (businessId: number) => (await t.database.db.select().from(reviews).where(eq(reviews.businessId, businessId))).length;

describe(`POST /api/listings/:id/reviews (${testEngine})`, () => {
  it('stores a valid review, trimmed, and answers 201 without the sender hash', async () => {
    const listing = await insertListing(t.database.db);
    const res = await post(listing.id, { rating: 5, username: '  Jo  ', content: '   Ten chars!   ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ rating: 5, username: 'Jo', content: 'Ten chars!' });
    expect(body).not.toHaveProperty('senderHash');
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, body.id));
    expect(row?.senderHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.senderHash).not.toContain('10.0.');
  });

  const cases: [string, Record<string, unknown>, number, string | null][] = [
    ['username of 1 character', { username: 'A' }, 400, 'Name must be at least 2 characters'],
    ['username of 2 characters', { username: 'Al' }, 201, null],
    ['username of 50 characters', { username: 'a'.repeat(50) }, 201, null],
    ['username of 51 characters', { username: 'a'.repeat(51) }, 400, 'Name must be 50 characters or less'],
    ['username of 2 characters after trimming 1', { username: '  B  ' }, 400, 'Name must be at least 2 characters'],
    ['username with other symbols', { username: 'Bob<script>' }, 400, 'Name can only contain letters, numbers, spaces, dots, hyphens and underscores'],
    ['username with dots, hyphens, underscores and accents', { username: 'Zoë-Ann_B. Smith 2' }, 201, null],
    ['text of 9 characters', { content: '123456789' }, 400, 'Review must be at least 10 characters'],
    ['text of 10 characters', { content: '1234567890' }, 201, null],
    ['text of 1000 characters', { content: 'x'.repeat(999) + 'y' }, 201, null],
    ['text of 1001 characters', { content: 'z'.repeat(1001) }, 400, 'Review must be 1000 characters or less'],
    ['text of 9 characters padded with spaces', { content: `   ${'w'.repeat(9)}   ` }, 400, 'Review must be at least 10 characters'],
    ['rating 0', { rating: 0 }, 400, 'Please select a rating'],
    ['rating 1', { rating: 1 }, 201, null],
    ['rating 5', { rating: 5 }, 201, null],
    ['rating 6', { rating: 6 }, 400, 'Rating must be a whole number of stars from 1 to 5'],
    ['rating 2.5', { rating: 2.5 }, 400, 'Rating must be a whole number of stars from 1 to 5'],
    ['rating as text', { rating: '4' }, 400, 'Please select a rating'],
    ['no rating', { rating: undefined }, 400, 'Please select a rating'],
  ];
  for (const [name, change, status, message] of cases) {
    it(`${status === 201 ? 'accepts' : 'refuses'} ${name}`, async () => {
      const listing = await insertListing(t.database.db);
      const res = await post(listing.id, { ...valid, content: `Review for ${name}.`, ...change });
      expect(res.statusCode).toBe(status);
      if (message) {
        const field = Object.keys(change)[0]!;
        expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
        expect(await storedCount(listing.id)).toBe(0);
      } else {
        expect(await storedCount(listing.id)).toBe(1);
      }
    });
  }

  it('lists every invalid field at once and stores nothing', async () => {
    const listing = await insertListing(t.database.db);
    const res = await post(listing.id, { rating: 0, username: 'x', content: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      rating: 'Please select a rating',
      username: 'Name must be at least 2 characters',
      content: 'Review must be at least 10 characters',
    });
    expect(await storedCount(listing.id)).toBe(0);
  });

  it('refuses unknown, pending and declined businesses with 404', async () => {
    const pending = await insertListing(t.database.db, { status: 'pending' });
    const declined = await insertListing(t.database.db, { status: 'declined' });
    for (const id of [pending.id, declined.id, 987_654]) {
      const res = await post(id, valid);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Business Not Found');
    }
    expect(await storedCount(pending.id)).toBe(0);
  });

  it('refuses the same text twice for one business, ignoring case and spacing, but not for another', async () => {
    const [a, b] = [await insertListing(t.database.db), await insertListing(t.database.db)];
    const text = 'The best jollof rice in town, truly.';
    expect((await post(a.id, { ...valid, content: text })).statusCode).toBe(201);
    const again = await post(a.id, { ...valid, username: 'Someone Else', content: `  THE BEST jollof   rice in town, truly.  ` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'conflict', message: SPAM_MESSAGES.duplicate });
    expect((await post(b.id, { ...valid, content: text })).statusCode).toBe(201);
    expect(await storedCount(a.id)).toBe(1);
  });

  it('allows 5 reviews an hour per business from one address, then answers 429; other addresses still post', async () => {
    const listing = await insertListing(t.database.db);
    const other = await insertListing(t.database.db);
    for (let i = 1; i <= 5; i += 1) {
      expect((await post(listing.id, { ...valid, content: `Visit number ${i} was great.` }, '203.0.113.7')).statusCode).toBe(201);
    }
    const sixth = await post(listing.id, { ...valid, content: 'Visit number 6 was great.' }, '203.0.113.7');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(SPAM_MESSAGES.perBusiness);
    expect((await post(listing.id, { ...valid, content: 'A different neighbour here.' }, '203.0.113.8')).statusCode).toBe(201);
    expect((await post(other.id, { ...valid, content: 'Visit number 6 was great.' }, '203.0.113.7')).statusCode).toBe(201);
    expect(await storedCount(listing.id)).toBe(6);
  });

  it('allows 30 reviews an hour from one address across businesses, then answers 429', async () => {
    for (let i = 0; i < 30; i += 1) {
      const listing = await insertListing(t.database.db);
      expect((await post(listing.id, { ...valid, content: `Neighbourhood tour stop ${i}.` }, '192.0.2.44')).statusCode).toBe(201);
    }
    const next = await insertListing(t.database.db);
    const refused = await post(next.id, { ...valid, content: 'One stop too many.' }, '192.0.2.44');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(SPAM_MESSAGES.overall);
    expect(await storedCount(next.id)).toBe(0);
  });

  it('holds the hourly limit when posts arrive at the same time', async () => {
    const listing = await insertListing(t.database.db);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(listing.id, { ...valid, content: `Simultaneous post ${i}.` }, '198.51.100.9')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await storedCount(listing.id)).toBe(5);
  });

  it('publishes a reviews change after the review is stored, and none when refused', async () => {
    const listing = await insertListing(t.database.db);
    const events: ChangeEvent[] = [];
    const unsubscribe = t.app.changes.subscribe((e) => events.push(e));
    await post(listing.id, { ...valid, rating: 9 });
    expect(events).toEqual([]);
    await post(listing.id, valid);
    unsubscribe();
    expect(events).toEqual([{ topic: 'reviews', businessId: listing.id }]);
  });
});

describe(`GET /api/listings/:id/reviews (${testEngine})`, () => {
  it('answers the business, the summary with percentages adding to 100, and the newest first', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Sweet Auburn Bakery' });
    const at = (day: number) => new Date(Date.UTC(2025, 2, day, 12));
    await insertReview(t.database.db, listing.id, 5, { createdAt: at(1), content: 'first' });
    await insertReview(t.database.db, listing.id, 4, { createdAt: at(3), content: 'third' });
    await insertReview(t.database.db, listing.id, 1, { createdAt: at(2), content: 'second' });
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.business).toEqual({ id: listing.id, businessName: 'Sweet Auburn Bakery' });
    // 10 / 3 = 3.33 -> 3.3; thirds are 33.3% each and the spare point goes to the higher rating.
    expect(body.summary).toEqual({
      count: 3,
      average: 3.3,
      distribution: [
        { rating: 5, count: 1, percent: 34 },
        { rating: 4, count: 1, percent: 33 },
        { rating: 3, count: 0, percent: 0 },
        { rating: 2, count: 0, percent: 0 },
        { rating: 1, count: 1, percent: 33 },
      ],
    });
    expect(body.items.map((r: { content: string }) => r.content)).toEqual(['third', 'second', 'first']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      username: 'Tester',
      rating: 4,
      content: 'third',
      createdAt: at(3).toISOString(),
      ownerReply: null,
    });
    expect(body.hasMore).toBe(false);
  });

  it('sorts oldest, highest and lowest, newest first among equal ratings', async () => {
    const listing = await insertListing(t.database.db);
    const at = (day: number) => new Date(Date.UTC(2025, 4, day));
    await insertReview(t.database.db, listing.id, 3, { createdAt: at(1), content: 'a' });
    await insertReview(t.database.db, listing.id, 5, { createdAt: at(2), content: 'b' });
    await insertReview(t.database.db, listing.id, 3, { createdAt: at(3), content: 'c' });
    await insertReview(t.database.db, listing.id, 1, { createdAt: at(4), content: 'd' });
    const order = async (sort: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews?sort=${sort}` }))
        .json()
        .items.map((r: { content: string }) => r.content)
        .join('');
    expect(await order('newest')).toBe('dcba');
    expect(await order('oldest')).toBe('abcd');
    expect(await order('highest')).toBe('bcad');
    expect(await order('lowest')).toBe('dcab');
    const bad = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews?sort=best` });
    expect(bad.statusCode).toBe(400);
  });

  it('pages with limit and offset', async () => {
    const listing = await insertListing(t.database.db);
    for (let i = 0; i < 5; i += 1) await insertReview(t.database.db, listing.id, 4, { createdAt: new Date(Date.UTC(2025, 0, i + 1)), content: `r${i}` });
    const page = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews?${q}` })).json();
    const first = await page('limit=2');
    expect(first.items.map((r: { content: string }) => r.content)).toEqual(['r4', 'r3']);
    expect(first.hasMore).toBe(true);
    const last = await page('limit=2&offset=4');
    expect(last.items.map((r: { content: string }) => r.content)).toEqual(['r0']);
    expect(last.hasMore).toBe(false);
    expect(last.summary.count).toBe(5);
  });

  it('answers an empty summary for a business without reviews', async () => {
    const listing = await insertListing(t.database.db);
    const body = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews` })).json();
    expect(body.summary.count).toBe(0);
    expect(body.summary.average).toBe(0);
    expect(body.summary.distribution.every((d: { percent: number }) => d.percent === 0)).toBe(true);
    expect(body.items).toEqual([]);
  });

  it('answers 404 for unknown and not approved businesses, 400 for a bad id', async () => {
    const pending = await insertListing(t.database.db, { status: 'pending' });
    for (const id of [pending.id, 555_555]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}/reviews` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Business Not Found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/abc/reviews' })).statusCode).toBe(400);
  });

  it('returns review text exactly as written, markup included, for the page to show as text', async () => {
    const listing = await insertListing(t.database.db);
    const content = '<img src=x onerror=alert(1)> was here';
    expect((await post(listing.id, { ...valid, content })).statusCode).toBe(201);
    const body = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/reviews` })).json();
    expect(body.items[0].content).toBe(content);
  });
});
