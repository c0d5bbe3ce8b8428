// Attributes through the API: a submission keeps them (each once, in the reference list's order), cards and
// pages show them with their level, search and New Businesses filter by all of the chosen ones through the
// search copy, an owner's edit changes them at once (a removed one loses its verification), and a low rating
// soon after an ownership attribute is added is held for staff while an old one's and a good one publish.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { signInOwner } from '../../../test/owner-factories';
import { heldReviews, listingAttributeMarks, listings } from '@server/db/schema';
import { fullRequest } from '../submissions/submission-fixtures';
import type { ListingCard } from '@shared/schemas/listing';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
let sender = 0;
const from = () => `10.61.${Math.floor(++sender / 250)}.${(sender % 250) + 1}`;

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as ListingCard[];
};
const publicListing = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json() as ListingCard;
const marksOf = (listingId: number) =>
  t.database.db.select().from(listingAttributeMarks).where(eq(listingAttributeMarks.listingId, listingId)).orderBy(listingAttributeMarks.attribute);
const verify = (listingId: number, attribute: string) =>
  t.database.db
    .update(listingAttributeMarks)
    .set({ verifiedAt: new Date('2027-03-09T12:00:00Z'), verifiedNote: 'Saw the certification.' })
    .where(and(eq(listingAttributeMarks.listingId, listingId), eq(listingAttributeMarks.attribute, attribute as 'black_owned')));

describe(`attributes (${testEngine})`, () => {
  it('keeps what the submitter chose, each once and in order, and refuses what is not on the list', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/listing-requests',
      payload: { ...fullRequest(), businessName: 'Attribute Request Salon', attributes: ['wheelchair_accessible', 'black_owned', 'black_owned'] },
      remoteAddress: from(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.listingNumber, sent.json().listingNumber));
    expect(row!.attributes).toEqual(['black_owned', 'wheelchair_accessible']);
    expect((await marksOf(row!.id)).map((m) => [m.attribute, m.verifiedAt])).toEqual([
      ['black_owned', null],
      ['wheelchair_accessible', null],
    ]);

    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]!.n;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/listing-requests',
      payload: { ...fullRequest(), attributes: ['black_owned', 'owned_by_aliens'] },
      remoteAddress: from(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please choose attributes from the list');
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings))[0]!.n).toBe(before);
  });

  it('shows each attribute with its level on the page and the cards, never the private note', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Levels Bakery', attributes: ['black_owned', 'woman_owned', 'delivery'] });
    await verify(listing.id, 'black_owned');
    const page = await publicListing(listing.id);
    expect(page.attributes).toEqual([
      { key: 'black_owned', verifiedAt: '2027-03-09T12:00:00.000Z' },
      { key: 'woman_owned', verifiedAt: null },
      { key: 'delivery', verifiedAt: null },
    ]);
    const [card] = await search('q=Levels+Bakery');
    expect(card!.attributes).toEqual(page.attributes);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(res.body).not.toContain('Saw the certification');
  });

  it('filters search and New Businesses by every chosen attribute, and says which is unknown', async () => {
    const both = await insertListing(t.database.db, { businessName: 'Zephyr Both Shop', attributes: ['woman_owned', 'wheelchair_accessible'] });
    const womanOnly = await insertListing(t.database.db, { businessName: 'Zephyr Woman Shop', attributes: ['woman_owned'] });
    await insertListing(t.database.db, { businessName: 'Zephyr Plain Shop' });
    const ids = (items: ListingCard[]) => items.map((l) => l.id).sort((a, b) => a - b);

    expect(ids(await search('q=Zephyr&attributes=woman_owned'))).toEqual([both.id, womanOnly.id]);
    expect(ids(await search('q=Zephyr&attributes=woman_owned,wheelchair_accessible'))).toEqual([both.id]);
    expect(ids(await search('sort=newest&attributes=wheelchair_accessible,woman_owned&limit=100')).filter((id) => id >= both.id)).toEqual([both.id]);
    // Near a place (the nearest-first strategies) the filter holds too.
    expect(ids(await search('q=Zephyr&lat=33.749&lng=-84.388&radius=25&attributes=wheelchair_accessible'))).toEqual([both.id]);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/listings?attributes=black_owned,purple' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown attribute');
  });

  it("follows an owner's edit at once: a removed attribute loses its verification, added again it is self-identified", async () => {
    const email = 'attributes-owner@example.com';
    const owner = await signInOwner(t, email);
    const listing = await insertListing(t.database.db, { businessEmail: email, attributes: ['black_owned'] });
    expect((await owner.post(`/api/listings/${listing.id}/claims`, {})).json().status).toBe('approved');
    await verify(listing.id, 'black_owned');
    const edit = async (attributes?: string[]) => {
      const { listing: detail } = (await owner.get(`/api/account/listings/${listing.id}`)).json();
      const res = await owner.patch(`/api/account/listings/${listing.id}`, {
        description: detail.description,
        phoneNumber: detail.phoneNumber,
        website: detail.website ?? '',
        businessHours: detail.businessHours ?? '',
        servicesOffered: detail.servicesOffered.split(', '),
        keywords: detail.keywords.split(', '),
        socialMediaPlatforms: detail.socialMediaPlatforms,
        businessPhotos: detail.businessPhotos,
        attributes,
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    await edit(['veteran_owned']);
    expect((await publicListing(listing.id)).attributes).toEqual([{ key: 'veteran_owned', verifiedAt: null }]);
    expect(await search('attributes=black_owned&q=Test')).not.toContainEqual(expect.objectContaining({ id: listing.id }));
    await edit(['black_owned', 'veteran_owned']);
    const both = [
      { key: 'black_owned', verifiedAt: null },
      { key: 'veteran_owned', verifiedAt: null },
    ];
    expect((await publicListing(listing.id)).attributes).toEqual(both);
    // An edit that leaves them out (a page from before attributes) keeps them.
    await edit(undefined);
    expect((await publicListing(listing.id)).attributes).toEqual(both);
  });

  it('holds a low rating soon after an ownership attribute is added; a good one, and an old attribute’s, publish', async () => {
    const post = (businessId: number, rating: number, content: string) =>
      t.app.inject({ method: 'POST', url: `/api/listings/${businessId}/reviews`, payload: { rating, username: 'Neighbour', content }, remoteAddress: from() });
    // Created long ago, the attribute with it: not 'just added'.
    const settled = await insertListing(t.database.db, { businessName: 'Settled Shop', attributes: ['black_owned'] });
    expect((await post(settled.id, 1, 'Cold coffee and a long wait today.')).json().status).toBe('published');

    const fresh = await insertListing(t.database.db, { businessName: 'Freshly Said Shop' });
    await t.database.db
      .update(listings)
      .set({ attributes: ['black_owned'] })
      .where(eq(listings.id, fresh.id));
    expect((await post(fresh.id, 5, 'Lovely people and great prices.')).json().status).toBe('published');
    const low = await post(fresh.id, 1, 'Worst place in town, avoid it.');
    expect(low.statusCode).toBe(201);
    expect(low.json().status).toBe('held');
    const [held] = await t.database.db.select().from(heldReviews).where(eq(heldReviews.businessId, fresh.id));
    expect(held!.reason).toBe('new_ownership');
    // Only published reviews count.
    expect((await publicListing(fresh.id)).rating).toEqual({ count: 1, average: 5 });

    // Thirty days on, a low rating publishes.
    await t.database.db
      .update(listingAttributeMarks)
      .set({ addedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(listingAttributeMarks.listingId, fresh.id));
    expect((await post(fresh.id, 2, 'Slow service this time around.')).json().status).toBe('published');
  });
});
