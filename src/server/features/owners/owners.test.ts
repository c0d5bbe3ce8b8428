// Verified owners: claiming (at once by matching e-mail, else through staff with evidence; transfer and
// revoke), signing in with a listing's business e-mail (which claims it when nobody owns it), editing an
// owned listing (live at once and recorded, or through the edit queue), answering reviews, and what an
// owner may not do: edit another's listing, review their own, act without a session.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_EVIDENCE_REQUIRED,
  CLAIM_PENDING,
  CLAIM_VERIFIED,
  NOTHING_TO_CHANGE,
  OWN_REVIEW_REFUSED,
  type OwnerDirectEditInput,
} from '@shared/schemas/owner';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';
import { nextAddress, signInOwner, type OwnerClient } from '../../../test/owner-factories';
import { editRequests, listingChanges, listings, outbox, userBusinesses } from '@server/db/schema';

const t = useTestApp();
const admin = signedInAdmin(t);

let n = 0;
/**
 * An approved listing whose business e-mail is `email`, and a signed-in owner who claimed it by that e-mail.
 * The owner signs in before the listing exists: signing in would otherwise claim it already.
 */
async function ownedListing(overrides: Parameters<typeof insertListing>[1] = {}) {
  n += 1;
  const email = `owner-${n}@example.com`;
  const owner = await signInOwner(t, email);
  const listing = await insertListing(t.database.db, { businessEmail: email, ...overrides });
  const claim = await owner.post(`/api/listings/${listing.id}/claims`, {});
  expect(claim.json()).toMatchObject({ status: 'approved', verifiedBy: 'email', message: CLAIM_VERIFIED });
  return { listing, owner };
}

const mails = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));
const publicListing = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json();

const directEdit = (overrides: Partial<OwnerDirectEditInput> = {}): OwnerDirectEditInput => ({
  description: 'Fresh bread every morning, baked on site.',
  phoneNumber: '(404) 555-0142',
  website: 'https://bread.example',
  businessHours: 'Mon 07:00-15:00, Tue 07:00-15:00, Wed 07:00-15:00, Thu 07:00-15:00, Fri 07:00-15:00, Sat 08:00-13:00, Sun Closed',
  servicesOffered: ['Bread', 'Pastries'],
  keywords: ['bakery'],
  socialMediaPlatforms: [{ platform: 'Instagram', username: 'breadhouse' }],
  priceLevel: 2,
  businessPhotos: [],
  ...overrides,
});

describe(`claiming a listing (${testEngine})`, () => {
  it('verifies a claim at once when the account e-mail is the business e-mail, with the badge and an e-mail', async () => {
    const { listing } = await ownedListing();
    expect((await publicListing(listing.id)).verifiedOwner).toBe(true);
    const [mail] = await mails(listing.businessEmail);
    expect((await mails(listing.businessEmail)).some((m) => m.subject.includes('verified owner'))).toBe(true);
    expect(mail).toBeDefined();
    const search = await t.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent(listing.businessName)}` });
    expect(search.json().items.find((i: { id: number }) => i.id === listing.id)?.verifiedOwner).toBe(true);
  });

  it('sends any other claim to staff, needing a note, and staff approval makes the owner', async () => {
    const listing = await insertListing(t.database.db);
    const owner = await signInOwner(t, 'manager@elsewhere.example');
    const bare = await owner.post(`/api/listings/${listing.id}/claims`, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.evidence).toBe(CLAIM_EVIDENCE_REQUIRED);

    const sent = await owner.post(`/api/listings/${listing.id}/claims`, { evidence: 'I manage this store; our licence is in my name since 2021.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', message: CLAIM_PENDING });
    expect((await owner.post(`/api/listings/${listing.id}/claims`, { evidence: 'Again, the same claim sent twice.' })).statusCode).toBe(409);
    expect((await publicListing(listing.id)).verifiedOwner).toBe(false);

    const queue = await admin.get('/api/admin/claims');
    const item = queue.json().items.find((c: { id: number }) => c.id === sent.json().id);
    expect(item).toMatchObject({ accountEmail: 'manager@elsewhere.example', evidence: expect.stringContaining('licence'), currentOwnerEmail: null });
    expect((await admin.get('/api/admin/counts')).json().claims.pending).toBeGreaterThanOrEqual(1);

    expect((await admin.post(`/api/admin/claims/${sent.json().id}/approve`, { feedback: 'Welcome aboard.' })).statusCode).toBe(200);
    expect((await publicListing(listing.id)).verifiedOwner).toBe(true);
    expect((await mails('manager@elsewhere.example')).some((m) => m.body.includes('Welcome aboard.'))).toBe(true);
    expect((await owner.get('/api/account/listings')).json().listings.map((l: { id: number }) => l.id)).toContain(listing.id);
  });

  it('refuses a claim with staff feedback, shown to the claimant', async () => {
    const listing = await insertListing(t.database.db);
    const owner = await signInOwner(t, 'hopeful@example.com');
    const sent = await owner.post(`/api/listings/${listing.id}/claims`, { evidence: 'My cousin runs it and said I could manage it.' });
    expect((await admin.post(`/api/admin/claims/${sent.json().id}/deny`, {})).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/claims/${sent.json().id}/deny`, { feedback: 'Please send a document in your name.' })).statusCode).toBe(200);
    const mine = (await owner.get('/api/account/listings')).json();
    expect(mine.claims).toEqual([expect.objectContaining({ listingId: listing.id, status: 'denied', feedback: 'Please send a document in your name.' })]);
  });

  it('keeps one verified owner: a second claim goes to staff and approval transfers it, telling the first owner', async () => {
    const { listing } = await ownedListing();
    const second = await signInOwner(t, 'new.owner@example.com');
    const sent = await second.post(`/api/listings/${listing.id}/claims`, { evidence: 'I bought the business last month; here is the sale deed.' });
    expect(sent.json().status).toBe('pending');
    const item = (await admin.get('/api/admin/claims')).json().items.find((c: { id: number }) => c.id === sent.json().id);
    expect(item.currentOwnerEmail).toBe(listing.businessEmail);
    await admin.post(`/api/admin/claims/${sent.json().id}/approve`, {});
    const links = await t.database.db.select().from(userBusinesses).where(eq(userBusinesses.listingId, listing.id));
    expect(links.filter((l) => l.accountId !== null)).toHaveLength(1);
    expect((await mails(listing.businessEmail)).some((m) => m.subject.includes('has ended'))).toBe(true);
  });

  it('lets staff revoke an owner, and answers 404 when there is none', async () => {
    const { listing, owner } = await ownedListing();
    expect((await admin.post(`/api/admin/listings/${listing.id}/owner/revoke`, { feedback: 'Reported as not the owner.' })).statusCode).toBe(200);
    expect((await publicListing(listing.id)).verifiedOwner).toBe(false);
    expect((await owner.get(`/api/account/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/listings/${listing.id}/owner/revoke`, {})).statusCode).toBe(404);
  });

  it('answers 401 without a session and 404 for a listing that is not approved', async () => {
    const listing = await insertListing(t.database.db, { status: 'pending', approvedAt: null });
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/listings/${listing.id}/claims`, payload: {}, remoteAddress: nextAddress() });
    expect(anonymous.statusCode).toBe(401);
    const owner = await signInOwner(t, 'early@example.com');
    expect((await owner.post(`/api/listings/${listing.id}/claims`, { evidence: 'This is my business, submitted yesterday.' })).statusCode).toBe(404);
  });
});

describe(`signing in finds the owner's listings (${testEngine})`, () => {
  it('claims each unowned approved listing whose business e-mail is the account e-mail, as a claim verified by e-mail', async () => {
    const email = 'found.owner@example.com';
    const first = await insertListing(t.database.db, { businessEmail: email });
    const second = await insertListing(t.database.db, { businessEmail: ' Found.Owner@Example.com ' });
    const pending = await insertListing(t.database.db, { businessEmail: email, status: 'pending', approvedAt: null });
    const owner = await signInOwner(t, email);
    expect(owner.foundListings).toEqual([
      { id: first.id, businessName: first.businessName },
      { id: second.id, businessName: second.businessName },
    ]);
    const mine = (await owner.get('/api/account/listings')).json();
    expect(mine.listings.map((l: { id: number }) => l.id).sort()).toEqual([first.id, second.id].sort());
    expect(mine.listings.map((l: { id: number }) => l.id)).not.toContain(pending.id);
    expect((await publicListing(first.id)).verifiedOwner).toBe(true);
    expect((await mails(email)).some((m) => m.subject === `You are the verified owner of "${first.businessName}"`)).toBe(true);
    // Already the owner: a claim from the listing's page is refused, and signing in again finds nothing new.
    expect((await owner.post(`/api/listings/${first.id}/claims`, {})).statusCode).toBe(409);
    expect((await signInOwner(t, email)).foundListings).toEqual([]);
  });

  it('leaves a listing someone else owns alone, and does not link a listing with another e-mail', async () => {
    // Staff made another account the owner of a listing whose business e-mail is not that account's.
    const email = 'taken.business@example.com';
    const taken = await insertListing(t.database.db, { businessEmail: email });
    const manager = await signInOwner(t, 'manager.of.taken@example.com');
    const sent = await manager.post(`/api/listings/${taken.id}/claims`, { evidence: 'I run this shop for the family; the lease is in my name.' });
    expect((await admin.post(`/api/admin/claims/${sent.json().id}/approve`, {})).statusCode).toBe(200);

    const other = await insertListing(t.database.db, { businessEmail: 'someone.else@example.com' });
    const owner = await signInOwner(t, email);
    expect(owner.foundListings).toEqual([]);
    expect((await owner.get('/api/account/listings')).json().listings).toEqual([]);
    const owners = await t.database.db.select().from(userBusinesses).where(eq(userBusinesses.listingId, taken.id));
    expect(owners.filter((o) => o.accountId !== null)).toHaveLength(1);
    expect((await manager.get(`/api/account/listings/${taken.id}`)).statusCode).toBe(200);
    expect((await publicListing(other.id)).verifiedOwner).toBe(false);
  });
});

describe(`an owner keeps the listing current (${testEngine})`, () => {
  it('changes hours and the rest at once, visible on the public listing, recorded for staff, who can revert it', async () => {
    const { listing, owner } = await ownedListing({ businessHours: 'Mon 09:00-17:00' });
    const res = await owner.patch(`/api/account/listings/${listing.id}`, directEdit());
    expect(res.statusCode).toBe(200);
    const live = await publicListing(listing.id);
    expect(live.businessHours).toContain('Sat 08:00-13:00');
    expect(live).toMatchObject({ phoneNumber: '(404) 555-0142', servicesOffered: 'Bread, Pastries', priceLevel: 2 });

    const [change] = await t.database.db.select().from(listingChanges).where(eq(listingChanges.listingId, listing.id));
    expect(change!.before).toMatchObject({ businessHours: 'Mon 09:00-17:00' });
    expect(change!.after).toMatchObject({ businessHours: expect.stringContaining('Sat 08:00-13:00') });
    const history = (await admin.get('/api/admin/owner-changes')).json();
    expect(history.items.find((c: { id: number }) => c.id === change!.id)).toMatchObject({ accountEmail: listing.businessEmail, revertedAt: null });

    expect((await admin.post(`/api/admin/owner-changes/${change!.id}/revert`)).statusCode).toBe(200);
    expect((await publicListing(listing.id)).businessHours).toBe('Mon 09:00-17:00');
    expect((await admin.post(`/api/admin/owner-changes/${change!.id}/revert`)).statusCode).toBe(409);
  });

  it('keeps photos already on the listing (demo pictures, imported links) and takes new ones only from the picker', async () => {
    const { listing, owner } = await ownedListing({ businessPhotos: ['/uploads/demo/salon-1.jpg', 'https://old-host.example/p/1.jpg'] });
    const kept = await owner.patch(
      `/api/account/listings/${listing.id}`,
      directEdit({ businessPhotos: ['https://old-host.example/p/1.jpg', '/uploads/ab12cd.webp'] }),
    );
    expect(kept.statusCode).toBe(200);
    expect((await publicListing(listing.id)).businessPhotos).toEqual(['https://old-host.example/p/1.jpg', '/uploads/ab12cd.webp']);
    const foreign = await owner.patch(`/api/account/listings/${listing.id}`, directEdit({ businessPhotos: ['/uploads/demo/salon-1.jpg'] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.businessPhotos).toBe('Please upload photos with the photo picker');
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const { listing, owner } = await ownedListing();
    const res = await owner.patch(
      `/api/account/listings/${listing.id}`,
      directEdit({ phoneNumber: '12', businessPhotos: ['https://elsewhere.example/x.jpg'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['phoneNumber']));
    expect((await publicListing(listing.id)).phoneNumber).toBe(listing.phoneNumber);
    expect(await t.database.db.select().from(listingChanges).where(eq(listingChanges.listingId, listing.id))).toHaveLength(0);
  });

  it('reads a phone typed in another format as no change: nothing written, nothing recorded, no e-mail', async () => {
    const { listing, owner } = await ownedListing();
    expect((await owner.patch(`/api/account/listings/${listing.id}`, directEdit())).statusCode).toBe(200);
    // Stored before phones had one form.
    await t.database.db.update(listings).set({ phoneNumber: '404-555-0142' }).where(eq(listings.id, listing.id));
    const recorded = async () => (await t.database.db.select().from(listingChanges).where(eq(listingChanges.listingId, listing.id))).length;
    const mailsBefore = (await mails(listing.businessEmail)).length;
    const changesBefore = await recorded();

    const res = await owner.patch(`/api/account/listings/${listing.id}`, directEdit({ phoneNumber: '404.555.0142' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().listing.phoneNumber).toBe('404-555-0142');
    expect((await publicListing(listing.id)).phoneNumber).toBe('404-555-0142');
    expect(await recorded()).toBe(changesBefore);
    expect(await mails(listing.businessEmail)).toHaveLength(mailsBefore);

    // A new number is a change, stored in the one form.
    expect((await owner.patch(`/api/account/listings/${listing.id}`, directEdit({ phoneNumber: '404.555.0143' }))).statusCode).toBe(200);
    expect((await publicListing(listing.id)).phoneNumber).toBe('(404) 555-0143');
    expect(await recorded()).toBe(changesBefore + 1);
  });

  it("cannot read or edit someone else's listing (404), nor act without a session (401) or without the CSRF token (403)", async () => {
    const { listing } = await ownedListing();
    const other = await signInOwner(t, 'other.owner@example.com');
    expect((await other.get(`/api/account/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await other.patch(`/api/account/listings/${listing.id}`, directEdit())).statusCode).toBe(404);
    expect(
      (
        await other.post(`/api/account/listings/${listing.id}/edit-requests`, {
          businessName: 'Mine Now',
          businessType: listing.businessType,
          street: '1 A St',
          city: 'Atlanta',
          state: 'GA',
          zipCode: '30303',
        })
      ).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/api/account/listings/${listing.id}`, payload: directEdit() });
    expect(anonymous.statusCode).toBe(401);
    const { owner } = await ownedListing();
    const noToken = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/listings/${listing.id}`,
      payload: directEdit(),
      cookies: { engine_owner: owner.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('sends name, type and address changes to staff marked as from the verified owner', async () => {
    const { listing, owner } = await ownedListing();
    const same = await owner.post(`/api/account/listings/${listing.id}/edit-requests`, {
      businessName: listing.businessName,
      businessType: listing.businessType,
      street: '1 Main St',
      city: 'Atlanta',
      state: 'GA',
      zipCode: '30303',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(NOTHING_TO_CHANGE);
    const sent = await owner.post(`/api/account/listings/${listing.id}/edit-requests`, {
      businessName: 'Bread House Bakery',
      businessType: listing.businessType,
      street: '9 Oak St',
      city: 'Decatur',
      state: 'GA',
      zipCode: '30030',
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(editRequests).where(eq(editRequests.id, sent.json().id));
    expect(row!.proposedChanges).toMatchObject({
      businessName: 'Bread House Bakery',
      address: '9 Oak St, Decatur, GA 30030',
      phoneNumber: listing.phoneNumber,
    });
    const queue = (await admin.get('/api/admin/edit-requests')).json();
    expect(queue.items.find((i: { id: number }) => i.id === row!.id)).toMatchObject({ fromOwner: true });
    expect((await publicListing(listing.id)).businessName).toBe(listing.businessName);
    expect((await owner.get('/api/account/listings')).json().listings.find((l: { id: number }) => l.id === listing.id).pendingEdit).toBe(true);
  });
});

describe(`an owner answers reviews (${testEngine})`, () => {
  async function reviewed() {
    const owned = await ownedListing();
    const review = await insertReview(t.database.db, owned.listing.id, 2, { content: 'The bread was stale on Sunday.' });
    return { ...owned, review };
  }
  const publicReviews = async (listingId: number) => (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews` })).json();
  const reply = (owner: OwnerClient, reviewId: number, body: string, method: 'post' | 'put' = 'post') =>
    owner[method](`/api/account/reviews/${reviewId}/reply`, { body });

  it('answers once, publicly, then edits and removes the answer', async () => {
    const { listing, owner, review } = await reviewed();
    const first = await reply(owner, review.id, 'Sorry about that! Sunday bread is now baked fresh at 8.');
    expect(first.statusCode).toBe(201);
    expect(first.json().ownerReply).toMatchObject({ body: 'Sorry about that! Sunday bread is now baked fresh at 8.', updatedAt: null });
    expect((await publicReviews(listing.id)).items[0].ownerReply.body).toContain('baked fresh');
    expect((await reply(owner, review.id, 'A second answer to the same review.')).statusCode).toBe(409);

    const edited = await reply(owner, review.id, 'Thank you: Sunday bread is now baked at 8 am.', 'put');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().ownerReply.updatedAt).not.toBeNull();
    expect((await owner.delete(`/api/account/reviews/${review.id}/reply`)).statusCode).toBe(204);
    expect((await publicReviews(listing.id)).items[0].ownerReply).toBeNull();
  });

  it('checks the length (10 to 1000) and refuses reviews of other listings', async () => {
    const { owner, review } = await reviewed();
    const short = await reply(owner, review.id, 'Thanks!');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.body).toBe('Please write at least 10 characters');
    expect((await reply(owner, review.id, 'x'.repeat(1001))).statusCode).toBe(400);
    const elsewhere = await insertReview(t.database.db, (await insertListing(t.database.db)).id, 5);
    expect((await reply(owner, elsewhere.id, 'Not my listing but I answer anyway.')).statusCode).toBe(404);
  });

  it('lets staff delete an answer and keep the review', async () => {
    const { listing, owner, review } = await reviewed();
    await reply(owner, review.id, 'We are sorry and we will do better.');
    const staffView = (await admin.get(`/api/admin/reviews?businessId=${listing.id}`)).json();
    expect(staffView.items[0].ownerReply).toBe('We are sorry and we will do better.');
    expect((await admin.delete(`/api/admin/reviews/${review.id}/reply`)).statusCode).toBe(204);
    expect((await publicReviews(listing.id)).items[0]).toMatchObject({ id: review.id, ownerReply: null });
    expect((await admin.delete(`/api/admin/reviews/${review.id}/reply`)).statusCode).toBe(404);
  });

  it('refuses a review of their own listing with 403, and e-mails them about reviews by others unless turned off', async () => {
    const { listing, owner } = await ownedListing();
    const payload = { rating: 5, username: 'Proud Owner', content: 'Best bakery in the whole city, trust me.' };
    const own = await owner.post(`/api/listings/${listing.id}/reviews`, payload);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(OWN_REVIEW_REFUSED);

    const before = (await mails(listing.businessEmail)).length;
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/reviews`,
      payload: { ...payload, username: 'Visitor' },
      remoteAddress: nextAddress(),
    });
    expect(visitor.statusCode).toBe(201);
    const after = await mails(listing.businessEmail);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((m) => m.subject.startsWith('New 5-star review'))).toHaveLength(1);

    await owner.patch('/api/account', { notifyReviews: false });
    await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/reviews`,
      payload: { ...payload, username: 'Visitor Two', content: 'Lovely staff and warm bread every time.' },
      remoteAddress: nextAddress(),
    });
    expect(await mails(listing.businessEmail)).toHaveLength(before + 1);
  });
});
