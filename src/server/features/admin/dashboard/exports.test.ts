// Staff CSV downloads: only for staff, UTF-8 with a byte-order mark, formulas neutralised, approved only
// or every request with its status, reviews with their business; and what is downloaded imports back
// (`npm run import`) into another site, read there through the public API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@server/features/import/csv';
import { importExports, LISTING_EXPORT_COLUMNS } from '@server/features/import';
import { zipCodeGeocoder } from '@server/features/geocoding/zip-geocoder';
import { createTestApp, useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing, insertReview } from '../../../../test/factories';

const t = useTestApp();
const admin = signedInAdmin(t);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The download's records as objects keyed by its header. */
function rows(body: string) {
  const [header, ...records] = parseCsv(body);
  return records.map((r) => Object.fromEntries(header!.fields.map((name, i) => [name, r.fields[i] ?? ''])));
}

describe(`staff CSV downloads (${testEngine})`, () => {
  it('are refused without a staff session', async () => {
    for (const file of ['listings.csv', 'listing-requests.csv', 'reviews.csv']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/exports/${file}` })).statusCode).toBe(401);
    }
  });

  it('give approved listings in the old columns, with a BOM, accents intact and formulas neutralised', async () => {
    const listing = await insertListing(t.database.db, {
      businessName: '=HYPERLINK("http://evil.example","Café Noir")',
      description: 'Crème brûlée, "famous"',
    });
    await insertListing(t.database.db, { status: 'pending', approvedAt: null, businessName: 'Waiting Room Bakery' });
    const res = await admin.get('/api/admin/exports/listings.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Café Noir"")"`);
    const [header] = parseCsv(res.body);
    expect(header!.fields).toEqual([...LISTING_EXPORT_COLUMNS]);
    const exported = rows(res.body);
    expect(exported.every((r) => r['Approved Status'] === 'approved')).toBe(true);
    expect(exported.find((r) => r.business_listing_number === listing.listingNumber)).toMatchObject({
      'Business Name': listing.businessName,
      Description: 'Crème brûlée, "famous"',
    });
    expect(exported.some((r) => r['Business Name'] === 'Waiting Room Bakery')).toBe(false);
  });

  it('quote every cell and neutralise formulas after a separator, a tab, a CR or a minus, but not numbers', async () => {
    const hostile = {
      businessName: ';=1+1',
      description: ",=cmd|' /C calc'!A0",
      founderBio: 'a;@SUM(1)',
      servicesOffered: '\tcalc',
      keywords: '\r=1',
      businessHours: '-2+3',
    };
    const listing = await insertListing(t.database.db, {
      ...hostile,
      founderName: 'Ama Owusu',
      address: '12 Peachtree St, Suite 4, Atlanta',
      longitude: -84.388,
    });
    const res = await admin.get('/api/admin/exports/listings.csv');
    const line = res.body.split('\r\n').find((l) => l.includes(`"${listing.listingNumber}"`))!;
    for (const text of Object.values(hostile)) expect(line).toContain(`"'${text}"`);
    expect(line).toContain('"-84.388"');
    expect(line).toContain('"Ama Owusu"');
    expect(line).toContain('"12 Peachtree St, Suite 4, Atlanta"');
    expect(res.body.startsWith(`\ufeff"id","created_at","Business Name",`)).toBe(true);
    expect(rows(res.body).find((r) => r.business_listing_number === listing.listingNumber)).toMatchObject({
      'Business Name': ';=1+1',
      Description: ",=cmd|' /C calc'!A0",
      'Founder Bio': 'a;@SUM(1)',
      'Services Offered': '\tcalc',
      Keywords: '\r=1',
      'Business Hours': '-2+3',
      'Founder Name': 'Ama Owusu',
      Address: '12 Peachtree St, Suite 4, Atlanta',
      longitude: '-84.388',
    });
  });

  it('give every listing request with its status, and reviews with their business', async () => {
    const declined = await insertListing(t.database.db, { status: 'declined', approvedAt: null });
    const listing = await insertListing(t.database.db);
    await insertReview(t.database.db, listing.id, 4, { content: '@everyone this place is great' });
    const requests = rows((await admin.get('/api/admin/exports/listing-requests.csv')).body);
    expect(requests.find((r) => r.business_listing_number === declined.listingNumber)?.['Approved Status']).toBe('declined');
    expect(new Set(requests.map((r) => r['Approved Status']))).toEqual(new Set(['approved', 'pending', 'declined']));
    const reviewRows = rows((await admin.get('/api/admin/exports/reviews.csv')).body);
    expect(reviewRows.find((r) => r.business_id === String(listing.id))).toMatchObject({
      business_name: listing.businessName,
      business_listing_number: listing.listingNumber,
      rating: '4',
      content: '@everyone this place is great',
    });
  });

  it('pages through more rows than one read holds', async () => {
    const before = rows((await admin.get('/api/admin/exports/reviews.csv')).body).length;
    const listing = await insertListing(t.database.db);
    for (let i = 0; i < 1100; i += 100) {
      await Promise.all(Array.from({ length: 100 }, (_, j) => insertReview(t.database.db, listing.id, 5, { content: `Review number ${i + j} of many.` })));
    }
    const after = rows((await admin.get('/api/admin/exports/reviews.csv')).body);
    expect(after).toHaveLength(before + 1100);
    expect(new Set(after.map((r) => r.id)).size).toBe(after.length);
  });

  it('import back into another site: the same listings and reviews, read through its public API', async () => {
    const listing = await insertListing(t.database.db, {
      businessName: 'Round Trip Records',
      website: 'roundtrip.example',
      socialMediaPlatforms: [{ platform: 'Instagram', username: 'rtr' }],
      attributes: ['black_owned', 'accepts_ebt', 'speaks_haitian_creole'],
    });
    await insertReview(t.database.db, listing.id, 5, { username: 'Keisha', content: 'Vinyl heaven, =great= staff.' });
    const listingsFile = path.join(tmp, 'listings.csv');
    const reviewsFile = path.join(tmp, 'reviews.csv');
    fs.writeFileSync(listingsFile, (await admin.get('/api/admin/exports/listings.csv')).rawPayload);
    fs.writeFileSync(reviewsFile, (await admin.get('/api/admin/exports/reviews.csv')).rawPayload);

    const other = await createTestApp();
    try {
      const report = await importExports(
        other.database.db,
        [
          { path: listingsFile, table: 'approved' },
          { path: reviewsFile, table: 'reviews' },
        ],
        { geocoder: zipCodeGeocoder() },
      );
      expect(report.files.every((f) => f.error === undefined && f.skipped.every((s) => !s.refused))).toBe(true);
      const status = (await other.app.inject({ method: 'GET', url: `/api/listing-status/${listing.listingNumber}` })).json();
      expect(status.listing).toMatchObject({
        businessName: 'Round Trip Records',
        website: 'roundtrip.example',
        socialMediaPlatforms: [{ platform: 'Instagram', username: 'rtr' }],
      });
      const imported = (await other.app.inject({ method: 'GET', url: `/api/listings?q=${encodeURIComponent('Round Trip Records')}` })).json().items[0];
      // Attributes come back, self-identified: a file does not carry staff's verification.
      expect(imported.attributes).toEqual([
        { key: 'black_owned', verifiedAt: null },
        { key: 'accepts_ebt', verifiedAt: null },
        { key: 'speaks_haitian_creole', verifiedAt: null },
      ]);
      const reviewsThere = (await other.app.inject({ method: 'GET', url: `/api/listings/${imported.id}/reviews` })).json();
      expect(reviewsThere.items).toEqual([expect.objectContaining({ username: 'Keisha', rating: 5, content: 'Vinyl heaven, =great= staff.' })]);
    } finally {
      await other.close();
    }
  });
});
