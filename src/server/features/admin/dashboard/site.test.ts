// Site Management and the tab badges: suggestions, the e-mail outbox (a denial's message shows up),
// and the pending/total counts.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { insertSuggestion, signedInAdmin } from '../../../../test/admin-factories';
import { insertArticle, insertEvent } from '../../../../test/article-factories';
import { testEngine } from '../../../../test/database';
import { insertListing, insertReview } from '../../../../test/factories';

const t = useTestApp();
const admin = signedInAdmin(t);

describe(`admin site management (${testEngine})`, () => {
  it('lists business suggestions newest first', async () => {
    await insertSuggestion(t.database.db, 'Bookstore', 'Oakland, CA');
    await insertSuggestion(t.database.db, 'Vegan bakery', 'Houston, TX');
    const body = (await admin.get('/api/admin/suggestions?limit=1')).json();
    expect(body.total).toBe(2);
    expect(body.items).toEqual([expect.objectContaining({ businessType: 'Vegan bakery', location: 'Houston, TX', status: 'pending' })]);
  });

  it("shows a denial's e-mail in the outbox", async () => {
    const request = await insertListing(t.database.db, { status: 'pending', businessEmail: 'outbox-check@example.com', approvedAt: null });
    await admin.post(`/api/admin/listing-requests/${request.id}/deny`, { feedback: 'Your hours are missing.' });
    const body = (await admin.get('/api/admin/outbox')).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items[0]).toMatchObject({ to: 'outbox-check@example.com', status: 'stored' });
    expect(body.items[0].body).toContain('Your hours are missing.');
  });

  it('counts pending and total per queue for the tab badges', async () => {
    const listing = await insertListing(t.database.db, { status: 'pending', approvedAt: null });
    await insertReview(t.database.db, (await insertListing(t.database.db)).id, 4);
    await insertEvent(t.database.db);
    await insertArticle(t.database.db);
    const counts = (await admin.get('/api/admin/counts')).json();
    expect(counts.listingRequests).toEqual({ pending: 1, total: 3 }); // the denied one, this one and the reviewed one
    expect(counts).toMatchObject({ events: { pending: 1, total: 1 }, reviews: 1, blogs: 1, suggestions: 2, outbox: 1 });
    await admin.post(`/api/admin/listing-requests/${listing.id}/approve`, {});
    expect((await admin.get('/api/admin/counts')).json().listingRequests.pending).toBe(0);
  });
});
