// Owners' insights: what is counted (searches, visits and the page's beacon for taps), for whom (people,
// not robots; one visitor's repeat once), that nothing of the visitor is kept, and what owners and staff
// read back (30 or 90 days, totals, the previous period, new reviews, CSV).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Insights } from '@shared/insights';
import { useTestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/admin-factories';
import { testEngine } from '../../../test/database';
import { insertListing, insertReview } from '../../../test/factories';
import { signInOwner } from '../../../test/owner-factories';

const t = useTestApp();
const admin = signedInAdmin(t);

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const visit = (url: string, address: string, userAgent = PHONE, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, remoteAddress: address, headers: { 'user-agent': userAgent } });

/** The stored counts of a listing, by kind, for today. */
async function todaysCounts(listingId: number): Promise<Record<string, number>> {
  await t.app.flushCounts();
  const result = await t.database.db.execute<{ kind: string; count: number }>(
    sql`select kind, count from listing_daily_counts where listing_id = ${listingId}`,
  );
  return Object.fromEntries(result.rows.map((r) => [r.kind, r.count]));
}

let n = 0;
async function ownedListing() {
  n += 1;
  const email = `insights-owner-${n}@example.com`;
  const owner = await signInOwner(t, email);
  const listing = await insertListing(t.database.db, { businessEmail: email, businessName: `Zanzibar Insight Grill ${n}` });
  expect((await owner.post(`/api/listings/${listing.id}/claims`, {})).json()).toMatchObject({ status: 'approved' });
  return { listing, owner };
}

describe(`counting what visitors do (${testEngine})`, () => {
  it('counts a search appearance and a page visit once per visitor within minutes, and keeps nothing of them', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Quetzal Counting Bakery' });
    const search = `/api/listings?q=${encodeURIComponent('Quetzal Counting')}`;
    expect((await visit(search, '203.0.113.7')).json().items.map((i: { id: number }) => i.id)).toEqual([listing.id]);
    await visit(search, '203.0.113.7');
    await visit(search, '203.0.113.8');
    await visit(`/api/listings/${listing.id}`, '203.0.113.7');
    await visit(`/api/listings/${listing.id}`, '203.0.113.7');
    expect(await todaysCounts(listing.id)).toEqual({ search: 2, visit: 1 });

    // Only the listing, the day, the kind and the number: no address, no browser, no hash.
    const columns = await t.database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'listing_daily_counts' order by column_name`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual(['count', 'day', 'kind', 'listing_id']);
    const stored = await t.database.db.execute(sql`select * from listing_daily_counts where listing_id = ${listing.id}`);
    expect(JSON.stringify(stored.rows)).not.toMatch(/203\.0\.113|iPhone/);
  });

  it('does not count robots, scripts without a browser, or a missing business', async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Robot Free Tailors' });
    await visit(`/api/listings/${listing.id}`, '203.0.113.20', GOOGLEBOT);
    await visit(`/api/listings/${listing.id}`, '203.0.113.21', 'curl/8.5.0');
    await visit(`/api/listings/${listing.id}`, '203.0.113.22', '');
    await visit(`/api/insights/taps?listing=${listing.id}&kind=call`, '203.0.113.20', GOOGLEBOT, 'POST');
    expect(await todaysCounts(listing.id)).toEqual({});
    expect((await visit('/api/listings/2000000000', '203.0.113.23')).statusCode).toBe(404);
  });

  it("counts the page's beacon for taps, one per kind per visitor, and refuses an unknown kind", async () => {
    const listing = await insertListing(t.database.db, { businessName: 'Beacon Barbers' });
    const tap = (kind: string, address: string) => visit(`/api/insights/taps?listing=${listing.id}&kind=${kind}`, address, PHONE, 'POST');
    expect((await tap('call', '198.51.100.1')).statusCode).toBe(204);
    await tap('call', '198.51.100.1');
    await tap('call', '198.51.100.2');
    await tap('directions', '198.51.100.1');
    await tap('website', '198.51.100.1');
    await tap('social', '198.51.100.1');
    await tap('email', '198.51.100.1');
    expect((await tap('visit', '198.51.100.1')).statusCode).toBe(400);
    expect(await todaysCounts(listing.id)).toEqual({ call: 2, directions: 1, website: 1, social: 1, email: 1 });
  });

  it('drops the counts of a listing deleted before they are written, and still writes the rest', async () => {
    const gone = await insertListing(t.database.db, { businessName: 'Gone Before Noon' });
    const kept = await insertListing(t.database.db, { businessName: 'Here After Noon' });
    await visit(`/api/listings/${gone.id}`, '192.0.2.1');
    await visit(`/api/listings/${kept.id}`, '192.0.2.1');
    await t.database.db.execute(sql`delete from listings where id = ${gone.id}`);
    expect(await todaysCounts(kept.id)).toEqual({ visit: 1 });
    expect(await todaysCounts(gone.id)).toEqual({});
  });
});

describe(`what owners and staff read (${testEngine})`, () => {
  /** Counts written straight to past days of the listing: `daysAgo` 0 is today. */
  const pastCounts = (listingId: number, daysAgo: number, kind: string, count: number) =>
    t.database.db.execute(sql`
      insert into listing_daily_counts (listing_id, day, kind, count)
      values (${listingId}, (now() at time zone 'America/New_York')::date - ${daysAgo}::int, ${kind}, ${count})`);

  it("gives an owner their listing's last 30 days, the totals, the 30 before, and the new reviews", async () => {
    const { listing, owner } = await ownedListing();
    await pastCounts(listing.id, 0, 'visit', 5);
    await pastCounts(listing.id, 29, 'visit', 3);
    await pastCounts(listing.id, 30, 'visit', 4);
    await pastCounts(listing.id, 59, 'call', 2);
    await pastCounts(listing.id, 60, 'call', 100);
    await insertReview(t.database.db, listing.id, 5);

    const res = await owner.get(`/api/account/listings/${listing.id}/insights?days=30`);
    expect(res.statusCode).toBe(200);
    const insights = res.json<Insights>();
    expect(insights.listing).toEqual({ id: listing.id, businessName: listing.businessName });
    expect(insights.daily).toHaveLength(30);
    expect(insights.daily.at(-1)).toMatchObject({ day: insights.to, visit: 5, reviews: 1 });
    expect(insights.daily[0]).toMatchObject({ day: insights.from, visit: 3 });
    expect(insights.totals).toMatchObject({ visit: 8, call: 0, reviews: 1 });
    expect(insights.previous).toMatchObject({ visit: 4, call: 2, reviews: 0 });

    const ninety = (await owner.get(`/api/account/listings/${listing.id}/insights?days=90`)).json<Insights>();
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.totals).toMatchObject({ visit: 12, call: 102 });
    expect((await owner.get(`/api/account/listings/${listing.id}/insights?days=7`)).statusCode).toBe(400);
  });

  it('downloads the counts as CSV: a row per day, the totals of both periods', async () => {
    const { listing, owner } = await ownedListing();
    await pastCounts(listing.id, 0, 'search', 7);
    const res = await owner.get(`/api/account/listings/${listing.id}/insights.csv?days=30`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="insights-${listing.id}-30-days-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Day","Seen in search results","Page visits","Calls","Emails","Website visits","Directions","Social links","New reviews"');
    expect(lines).toHaveLength(1 + 30 + 2);
    expect(lines[30]).toMatch(/^"\d{4}-\d{2}-\d{2}","7","0","0","0","0","0","0","0"$/);
    expect(lines[31]).toMatch(/^"Total, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}","7",/);
    expect(lines[32]).toBe('"Total, the 30 days before","0","0","0","0","0","0","0","0"');
  });

  it("keeps a listing's counts to its owner and staff", async () => {
    const { listing } = await ownedListing();
    const { owner: someoneElse } = await ownedListing();
    expect((await someoneElse.get(`/api/account/listings/${listing.id}/insights`)).statusCode).toBe(404);
    expect((await someoneElse.get(`/api/account/listings/${listing.id}/insights.csv`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/account/listings/${listing.id}/insights` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/listings/${listing.id}/insights` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/insights' })).statusCode).toBe(401);
  });

  it("shows staff any listing's counts and the whole site's", async () => {
    const a = await insertListing(t.database.db, { businessName: 'Site Total One' });
    const b = await insertListing(t.database.db, { businessName: 'Site Total Two' });
    const before = (await admin.get('/api/admin/insights?days=30')).json<Insights>();
    await pastCounts(a.id, 1, 'website', 3);
    await pastCounts(b.id, 2, 'website', 4);
    const site = (await admin.get('/api/admin/insights?days=30')).json<Insights>();
    expect(site.listing).toBeNull();
    expect(site.totals.website - before.totals.website).toBe(7);
    const one = await admin.get(`/api/admin/listings/${a.id}/insights?days=90`);
    expect(one.json<Insights>()).toMatchObject({ listing: { id: a.id, businessName: 'Site Total One' }, days: 90, totals: { website: 3 } });
    expect((await admin.get('/api/admin/listings/2000000000/insights')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/insights.csv?days=90')).body).toContain('"Total, the 90 days before"');
  });
});
