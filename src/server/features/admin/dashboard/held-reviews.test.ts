// Held reviews: a burst is held (with the reviews of it already published), the rating counts only published
// reviews, the author and the business page are told, the owner is e-mailed once, and staff publish or remove
// the burst. A replayed review bomb (50 one-star reviews from 50 addresses in an hour) publishes none before
// staff act, while an ordinary listing's reviews publish at once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing, insertReview } from '../../../../test/factories';
import { accounts, heldReviews, outbox, reviews } from '@server/db/schema';
import { makeVerifiedOwner } from '@server/features/owners';
import type { ChangeEvent } from '@server/plugins/realtime';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import type { HeldReviewsResponse } from '@shared/schemas/held-reviews';

const t = useTestApp();
const admin = signedInAdmin(t);
const DAY_MS = 24 * 60 * 60 * 1000;

let sender = 0;
const nextAddress = () => `10.9.${Math.floor(++sender / 250)}.${(sender % 250) + 1}`;
const post = (businessId: number, rating: number, content: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/listings/${businessId}/reviews`, payload: { rating, username: 'Neighbour', content }, remoteAddress });
const summary = async (businessId: number) => {
  const body = (await t.app.inject({ method: 'GET', url: `/api/listings/${businessId}/reviews?limit=100` })).json();
  return {
    count: body.summary.count as number,
    average: body.summary.average as number,
    items: body.items.length as number,
    checking: body.checking as boolean,
  };
};
const cardRating = async (businessId: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${businessId}` })).json().rating;
const held = async () => (await admin.get('/api/admin/held-reviews')).json() as HeldReviewsResponse;
const heldOf = async (businessId: number) => (await held()).bursts.find((burst) => burst.businessId === businessId);
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
const publishedSince = async (businessId: number, since: Date) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.businessId, businessId))).filter((row) => row.createdAt >= since).length;

/** A listing with an ordinary past: a review every few days over the last three months, mixed ratings. */
async function ordinaryListing(businessName: string) {
  const listing = await insertListing(t.database.db, { businessName });
  for (let n = 0; n < 24; n += 1) {
    await insertReview(t.database.db, listing.id, [5, 4, 2, 5, 3, 4][n % 6]!, {
      content: `Visit ${n} at ${businessName}.`,
      senderHash: `old-sender-${businessName}-${n}`,
      createdAt: new Date(Date.now() - (2 + n * 3.5) * DAY_MS),
    });
  }
  return listing;
}

async function ownedBy(listingId: number, email: string) {
  const [account] = await t.database.db.insert(accounts).values({ email }).returning();
  await t.database.db.transaction((tx) => makeVerifiedOwner(tx, listingId, account!.id));
}

describe(`held reviews (${testEngine})`, () => {
  it('publishes an ordinary listing’s new reviews at once', async () => {
    const listing = await ordinaryListing('Everyday Grocer');
    const before = await summary(listing.id);
    for (const [i, rating] of [5, 2, 4].entries()) {
      const res = await post(listing.id, rating, `An ordinary visit number ${i}.`);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('published');
    }
    expect(await summary(listing.id)).toMatchObject({ count: before.count + 3, checking: false });
  });

  it('holds a burst with the reviews of it already published, counts only published reviews, and tells the author and the owner once', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Quiet Corner Books' });
    await insertReview(t.database.db, listing.id, 4, { content: 'Lovely quiet shop.', createdAt: new Date(Date.now() - 40 * DAY_MS) });
    await insertReview(t.database.db, listing.id, 2, { content: 'Closed when it said open.', createdAt: new Date(Date.now() - 20 * DAY_MS) });
    await ownedBy(listing.id, 'books.owner@example.com');
    const events: ChangeEvent[] = [];
    const unsubscribe = t.app.changes.subscribe((e) => events.push(e));

    for (let i = 1; i <= 4; i += 1) expect((await post(listing.id, 5, `Five stars, visit ${i}!`)).json().status).toBe('published');
    expect(await summary(listing.id)).toMatchObject({ count: 6, checking: false });
    const fifth = await post(listing.id, 5, 'Five stars, visit 5!');
    expect(fifth.statusCode).toBe(201);
    expect(fifth.json()).toMatchObject({ status: 'held', rating: 5, content: 'Five stars, visit 5!' });
    expect((await post(listing.id, 5, 'Five stars, visit 6!')).json().status).toBe('held');
    unsubscribe();
    expect(events.filter((e) => e.topic === 'reviews' && e.businessId === listing.id)).toHaveLength(6);

    // The burst left the rating: only the two older reviews count, wherever the rating is read.
    expect(await summary(listing.id)).toEqual({ count: 2, average: 3, items: 2, checking: true });
    expect(await cardRating(listing.id)).toMatchObject({ count: 2, average: 3 });
    const mails = await mailsTo('books.owner@example.com');
    expect(mails.filter((m) => m.subject.includes('are being checked'))).toHaveLength(1);
    // The four published before the burst was noticed were told then; the held ones are not (yet).
    expect(mails.filter((m) => m.subject.startsWith('New 5-star review'))).toHaveLength(4);

    const burst = await heldOf(listing.id);
    expect(burst).toMatchObject({ businessName: 'Quiet Corner Books', newSenderPercent: 100 });
    expect(burst!.items).toHaveLength(6);
    expect(burst!.items.filter((item) => item.wasPublished)).toHaveLength(4);
    expect(burst!.perHour.reduce((sum, hour) => sum + hour.count, 0)).toBe(6);
    expect(burst!.ratings).toEqual([5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 5 ? 6 : 0 })));
    expect(REVIEW_MESSAGES.held).toContain('received many reviews at once');
  });

  it('lets staff publish a held burst, keeping when each was written, and tells the owner of those never published', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Burst Bakery' });
    await ownedBy(listing.id, 'bakery.owner@example.com');
    for (let i = 1; i <= 5; i += 1) await post(listing.id, 4, `Good bread, loaf number ${i}.`);
    const burst = await heldOf(listing.id);
    expect(burst!.items).toHaveLength(5);
    const writtenAt = burst!.items.map((item) => item.createdAt).sort();

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/held-reviews' })).statusCode).toBe(401);
    const res = await admin.post('/api/admin/held-reviews/decision', { action: 'publish', businessId: listing.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ published: 5, removed: 0 });
    expect(await summary(listing.id)).toMatchObject({ count: 5, average: 4, checking: false });
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.businessId, listing.id));
    expect(rows.map((row) => row.createdAt.toISOString()).sort()).toEqual(writtenAt);
    expect(await heldOf(listing.id)).toBeUndefined();
    const told = (await mailsTo('bakery.owner@example.com')).filter((m) => m.subject.startsWith('New 4-star review'));
    expect(told).toHaveLength(5);
    // What staff published no longer counts towards a burst: the next review publishes at once.
    expect((await post(listing.id, 5, 'Came back for the croissants.')).json().status).toBe('published');
    expect((await admin.post('/api/admin/held-reviews/decision', { action: 'publish', businessId: listing.id })).statusCode).toBe(404);
  });

  it('publishes or removes chosen held reviews one by one', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Mixed Bag Deli' });
    // One of the five reviewed another business before: their address is not new.
    const regular = '10.8.0.1';
    const elsewhere = await insertListing(t.database.db, { businessName: 'Regular Haunt' });
    expect((await post(elsewhere.id, 4, 'My usual lunch spot, always good.', regular)).json().status).toBe('published');
    for (let i = 1; i <= 5; i += 1) await post(listing.id, i, `Sandwich review number ${i}.`, i === 3 ? regular : undefined);
    const burst = (await heldOf(listing.id))!;
    expect(burst.newSenderPercent).toBe(80);
    expect(burst.items.filter((item) => !item.newSender).map((item) => item.rating)).toEqual([3]);
    const items = burst.items;
    const five = items.find((item) => item.rating === 5)!;
    const one = items.find((item) => item.rating === 1)!;
    expect((await admin.post('/api/admin/held-reviews/decision', { action: 'publish', businessId: listing.id, ids: [five.id] })).json()).toEqual({
      published: 1,
      removed: 0,
    });
    expect((await admin.post('/api/admin/held-reviews/decision', { action: 'remove', businessId: listing.id, ids: [one.id] })).json()).toEqual({
      published: 0,
      removed: 1,
    });
    expect(await summary(listing.id)).toMatchObject({ count: 1, average: 5, checking: true });
    expect((await heldOf(listing.id))!.items.map((item) => item.rating).sort()).toEqual([2, 3, 4]);
    expect((await admin.post('/api/admin/held-reviews/decision', { action: 'hide', businessId: listing.id })).statusCode).toBe(400);
  });
});

describe(`a review bomb replayed (${testEngine})`, () => {
  let bombed: { id: number };
  let ordinary: { id: number };
  let before: Awaited<ReturnType<typeof summary>>;
  const started = new Date(Date.now() - 1000);
  beforeAll(async () => {
    bombed = await ordinaryListing('Target Of The Bomb');
    ordinary = await ordinaryListing('Corner Store Next Door');
    await ownedBy(bombed.id, 'bombed.owner@example.com');
    before = await summary(bombed.id);
  });

  it('publishes none of 50 one-star reviews from 50 addresses in an hour before staff act, while an ordinary listing’s reviews publish at once', async () => {
    const statuses: string[] = [];
    // In waves of ten at once, as a bomb arrives; meanwhile neighbours review the shop next door, at its usual pace.
    for (let wave = 0; wave < 5; wave += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(bombed.id, 1, `Terrible place, avoid it (${wave * 10 + i}).`)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(201);
        statuses.push(answer.json().status);
      }
      if (wave % 2) {
        const neighbour = await post(ordinary.id, wave === 1 ? 2 : 5, `Friendly shop next door, visit ${wave}.`);
        expect(neighbour.json().status).toBe('published');
      }
      expect(await summary(bombed.id)).toMatchObject({ count: before.count, average: before.average });
    }
    expect(statuses.filter((status) => status === 'held').length).toBeGreaterThan(40);
    expect(await publishedSince(bombed.id, started)).toBe(0);
    expect(await summary(bombed.id)).toEqual({ ...before, checking: true });
    expect(await publishedSince(ordinary.id, started)).toBe(2);
    expect((await summary(ordinary.id)).checking).toBe(false);
    expect((await t.database.db.select().from(heldReviews).where(eq(heldReviews.businessId, bombed.id))).length).toBe(50);
    expect((await mailsTo('bombed.owner@example.com')).filter((m) => m.subject.includes('are being checked'))).toHaveLength(1);

    const burst = await heldOf(bombed.id);
    expect(burst).toMatchObject({ newSenderPercent: 100 });
    expect(burst!.ratings.find((row) => row.rating === 1)!.count).toBe(50);
    expect(burst!.perHour.reduce((sum, hour) => sum + hour.count, 0)).toBe(50);
  });

  it('lets staff remove the whole bomb: the rating stays as it was and the notice goes', async () => {
    const res = await admin.post('/api/admin/held-reviews/decision', { action: 'remove', businessId: bombed.id });
    expect(res.json()).toEqual({ published: 0, removed: 50 });
    expect(await summary(bombed.id)).toEqual({ ...before, checking: false });
    expect(
      await t.database.db
        .select()
        .from(heldReviews)
        .where(and(eq(heldReviews.businessId, bombed.id))),
    ).toEqual([]);
  });
});
