// 'Ask our team to look': a verified owner asks staff to look at a review of their listing, with a reason, once
// per review; it joins the Reports queue marked as theirs, and staff's answer (kept or removed) is e-mailed.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';
import { signInOwner, type OwnerClient } from '../../../test/owner-factories';
import { outbox } from '@server/db/schema';
import { OWNER_LOOK } from '@shared/reference/reports';
import type { ReportGroupView } from '@shared/schemas/admin-reports';

const t = useTestApp();
const admin = signedInAdmin(t);
const EMAIL = 'look.owner@example.com';
let owner: OwnerClient;
let listing: { id: number };
let other: { id: number };

beforeAll(async () => {
  listing = await insertListing(t.database.db, { businessName: 'Looked After Salon', businessEmail: EMAIL });
  other = await insertListing(t.database.db, { businessName: 'Someone Else Salon' });
  owner = await signInOwner(t, EMAIL);
  expect(owner.foundListings.map((found) => found.id)).toEqual([listing.id]);
});

const openGroups = async () => ((await admin.get('/api/admin/reports?status=open')).json() as { items: ReportGroupView[] }).items;
const answers = async () =>
  (await t.database.db.select().from(outbox).where(eq(outbox.to, EMAIL))).filter((m) => m.subject.includes('you asked us to look at'));

describe(`an owner asks staff to look at a review (${testEngine})`, () => {
  it('takes the request once per review, with a reason, only from the listing’s verified owner', async () => {
    const review = await insertReview(t.database.db, listing.id, 1, { username: 'Rival', content: 'Worst salon, go to the one across the street.' });
    const othersReview = await insertReview(t.database.db, other.id, 1, { content: 'Not the owner’s business at all.' });
    expect((await owner.post(`/api/account/reviews/${review.id}/look`, { note: 'No reason given' })).statusCode).toBe(400);
    expect((await owner.post(`/api/account/reviews/${othersReview.id}/look`, { reason: 'spam' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/account/reviews/${review.id}/look`, payload: { reason: 'spam' } })).statusCode).toBe(401);

    const asked = await owner.post(`/api/account/reviews/${review.id}/look`, {
      reason: 'conflict-of-interest',
      note: 'Posted by the salon across the street.',
    });
    expect(asked.statusCode).toBe(201);
    const again = await owner.post(`/api/account/reviews/${review.id}/look`, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(OWNER_LOOK.already);

    const group = (await openGroups()).find((g) => g.review?.id === review.id);
    expect(group).toMatchObject({ kind: 'review', fromOwner: true, count: 1, reasons: [{ reason: 'conflict-of-interest', count: 1 }] });
    expect(group!.notes[0]!.note).toBe('Posted by the salon across the street.');
  });

  it('e-mails the owner staff’s answer: kept, or removed', async () => {
    const kept = await insertReview(t.database.db, listing.id, 2, { content: 'Slow service but fair prices overall.' });
    const removed = await insertReview(t.database.db, listing.id, 1, { content: 'Buy cheap followers at my site now.' });
    for (const review of [kept, removed]) expect((await owner.post(`/api/account/reviews/${review.id}/look`, { reason: 'spam' })).statusCode).toBe(201);
    const before = (await answers()).length;

    const dismissed = await admin.post(`/api/admin/reports/reviews/${kept.id}/decision`, { decision: 'dismiss' });
    expect(dismissed.json()).toMatchObject({ resolved: 1, emailed: true });
    const deleted = await admin.post(`/api/admin/reports/reviews/${removed.id}/decision`, { decision: 'delete-review' });
    expect(deleted.json()).toMatchObject({ resolved: 1, emailed: true });

    const mails = (await answers()).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.body).join('\n')).toMatch(/it stays[\s\S]*we removed it|we removed it[\s\S]*it stays/);
  });

  it('keeps a visitor’s report of a review as before: no owner mark, no e-mail on dismissal', async () => {
    const review = await insertReview(t.database.db, listing.id, 3, { content: 'It was fine, nothing special.' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/reports`,
      payload: { reviewId: review.id, reason: 'not-real' },
      remoteAddress: '10.66.0.1',
    });
    expect(res.statusCode).toBe(201);
    expect((await openGroups()).find((g) => g.review?.id === review.id)).toMatchObject({ fromOwner: false });
    expect((await admin.post(`/api/admin/reports/reviews/${review.id}/decision`, { decision: 'dismiss' })).json()).toMatchObject({ emailed: false });
  });
});
