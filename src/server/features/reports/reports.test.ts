// POST /api/listings/:id/reports: a report of a business or of one of its reviews is stored open, with a
// reason from the list that fits it and no trace of the sender's address; anything else is refused and
// stores nothing, and one address is limited.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX } from '@shared/reference/reports';
import { REPORT_REASON_REQUIRED, REPORT_NOTE_TOO_LONG } from '@shared/schemas/report';
import { reports } from '@server/db/schema';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';

const t = useTestApp();
let sender = 0;
const nextAddress = () => `10.61.${Math.floor(++sender / 250)}.${(sender % 250) + 1}`;
const report = (listingId: number, payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/listings/${listingId}/reports`, payload, remoteAddress });
const stored = () => t.database.db.select().from(reports);

let listing: { id: number };
let other: { id: number };
let review: { id: number };
beforeAll(async () => {
  listing = await insertListing(t.database.db, { businessName: 'Corner Books' });
  other = await insertListing(t.database.db, { businessName: 'Other Place' });
  review = await insertReview(t.database.db, listing.id, 1, { content: 'Buy cheap watches at my site!!' });
});

describe(`POST /api/listings/:id/reports (${testEngine})`, () => {
  it("stores a business's report and a review's, open, with the note trimmed and no address", async () => {
    const address = '10.99.1.2';
    const first = await report(listing.id, { reason: 'hours', note: '  Closes at 6 now, not 8. ' }, address);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ received: true });
    const second = await report(listing.id, { reviewId: review.id, reason: 'spam' }, address);
    expect(second.statusCode).toBe(201);

    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'listing', listingId: listing.id, reviewId: null, reason: 'hours', note: 'Closes at 6 now, not 8.', status: 'open' }),
        expect.objectContaining({ kind: 'review', listingId: listing.id, reviewId: review.id, reason: 'spam', note: '', status: 'open' }),
      ]),
    );
    // Nothing in a report row holds the address, nor any column named for it.
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('10.99');
    expect(Object.keys(rows[0]!).some((column) => /address|ip|sender/i.test(column))).toBe(false);
  });

  it.each([
    [{}, 'reason'],
    [{ reason: 'spam' }, 'reason'],
    [{ reason: 'closed', reviewId: 1 }, 'reason'],
    [{ reason: 'gone fishing' }, 'reason'],
    [{ reason: 'other', note: 'x'.repeat(REPORT_NOTE_MAX + 1) }, 'note'],
  ])('refuses %j with a message at the field and stores nothing', async (payload, field) => {
    const before = (await stored()).length;
    const body = { ...payload, ...('reviewId' in payload ? { reviewId: review.id } : {}) };
    const res = await report(listing.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(field === 'note' ? REPORT_NOTE_TOO_LONG : REPORT_REASON_REQUIRED);
    expect((await stored()).length).toBe(before);
  });

  it('answers 404 for a business that is not public and for a review of another business', async () => {
    const pending = await insertListing(t.database.db, { status: 'pending' });
    const before = (await stored()).length;
    expect((await report(pending.id, { reason: 'moved' })).statusCode).toBe(404);
    expect((await report(2_000_000, { reason: 'moved' })).statusCode).toBe(404);
    const wrong = await report(other.id, { reviewId: review.id, reason: 'hateful' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Review not found');
    expect((await stored()).length).toBe(before);
  });

  it('limits one address to 5 reports a minute; another address still reports', async () => {
    const address = '10.98.7.7';
    for (let i = 0; i < 5; i++) expect((await report(listing.id, { reason: 'other', note: `Note ${i}` }, address)).statusCode).toBe(201);
    const refused = await report(listing.id, { reason: 'other', note: 'One too many' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.select().from(reports).where(eq(reports.note, 'One too many'))).toHaveLength(0);
    expect((await report(listing.id, { reason: 'other' }, '10.98.8.8')).statusCode).toBe(201);
  });
});
