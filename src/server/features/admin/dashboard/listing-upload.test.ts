// Staff spreadsheet uploads: only for staff; the preview shows the first rows, each row's problems and
// the possible repeats of stored listings (and writes nothing); the import follows the staff's choice per
// repeat and is read back through the public API and Check Status; a bad file writes nothing; our own
// download comes back in as repeats that merge without changing anything.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@server/db/schema';
import { csvLine } from '@server/features/import';
import type { ListingUploadPreview, ListingUploadResult } from '@shared/schemas/listing-upload';
import { useTestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin-factories';
import { testEngine } from '../../../../test/database';
import { insertListing } from '../../../../test/factories';

const t = useTestApp();
const admin = signedInAdmin(t);

const HEADER = [
  'Business Name',
  'Business Type',
  'Address',
  'city',
  'state',
  'zip_code',
  'Phone Number',
  'Wesbite',
  'Description',
  'business_listing_number',
  'Notes',
];
const csv = (rows: (string | null)[][]) => [HEADER, ...rows].map(csvLine).join('');
const listingCount = async () => (await t.database.db.select({ n: count() }).from(listings))[0]!.n;

describe(`staff spreadsheet upload of listings (${testEngine})`, () => {
  it('is refused without a staff session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/imports/listings/preview', payload: { text: csv([]) } });
    expect(res.statusCode).toBe(401);
  });

  it('previews rows, problems and possible repeats, then imports as each repeat was decided', async () => {
    const byPhone = await insertListing(t.database.db, { businessName: 'Kente Cuts', phoneNumber: '(404) 555-0199', address: '5 Peachtree St' });
    const byHost = await insertListing(t.database.db, {
      businessName: 'Sweet Auburn Bakes',
      website: 'http://sweetauburnbakes.com',
      phoneNumber: '404-555-0300',
    });
    const byName = await insertListing(t.database.db, {
      businessName: 'Sankofa Books & Coffee',
      address: '12 Edgewood Ave. NE, Atlanta, GA 30303',
      phoneNumber: '404-555-0400',
    });
    const byNumber = await insertListing(t.database.db, { businessName: 'Old Name Diner', phoneNumber: '404-555-0500', description: 'Before.' });
    const social = await insertListing(t.database.db, { businessName: 'Fb Only Shop', website: 'https://facebook.com/fbonly', phoneNumber: '404-555-0600' });
    const text = csv([
      [
        'Harlem Hair Studio',
        'Beauty & Personal Care',
        '9 Lenox Ave',
        'Atlanta',
        'GA',
        '30303',
        '404-555-0700',
        '',
        'New here, with "quotes", and commas.',
        'BL-77700001',
        'x',
      ],
      ['Kente Cuts Barbershop', 'Beauty & Personal Care', '7 Other Rd', 'Atlanta', 'GA', '30303', '+1 404.555.0199', '', 'Fresh cuts.', '', ''],
      [
        'Sweet Auburn Bakery',
        'Food & Beverage',
        '1 Elsewhere St',
        'Atlanta',
        'GA',
        '30303',
        '404-555-0801',
        'https://www.SweetAuburnBakes.com/menu',
        '',
        '',
        '',
      ],
      ['Sankofa Books and Coffee LLC', 'Retail & Boutiques', '12 Edgewood Avenue NE', 'Atlanta', 'GA', '30303', '404-555-0802', '', '', '', ''],
      ['', '', '', '', '', '', '', '', '', '', ''],
      ['', 'Food & Beverage', '3 Nameless Way', 'Atlanta', 'GA', '30303', '404-555-0803', '', '', '', ''],
      ['New Name Diner', 'Food & Beverage', '', '', '', '', '', '', 'After the merge.', byNumber.listingNumber, ''],
      ['Another Fb Shop', 'Retail & Boutiques', '4 Side St', 'Atlanta', 'GA', '30303', '404-555-0804', 'https://www.facebook.com/another', '', '', ''],
    ]);
    const before = await listingCount();

    const res = await admin.post('/api/admin/imports/listings/preview', { fileName: 'spring.csv', text });
    expect(res.statusCode).toBe(200);
    const preview = res.json<ListingUploadPreview>();
    expect(preview).toMatchObject({ fileName: 'spring.csv', rowCount: 7, unknownColumns: ['Notes'], newCount: 2, refusedCount: 1, problemCount: 1 });
    expect(preview.sample.map((r) => r.line)).toEqual([2, 3, 4, 5, 8, 9]);
    expect(preview.sample[0]).toMatchObject({ businessName: 'Harlem Hair Studio', listingNumber: 'BL-77700001', status: 'approved' });
    expect(preview.problems).toEqual([{ line: 7, message: 'no Business Name', refused: true }]);
    const repeats = Object.fromEntries(preview.duplicates.map((d) => [d.line, { id: d.match.id, reasons: d.reasons }]));
    expect(repeats).toEqual({
      3: { id: byPhone.id, reasons: ['same phone'] },
      4: { id: byHost.id, reasons: ['same website host'] },
      5: { id: byName.id, reasons: ['close name at the same address'] },
      8: { id: byNumber.id, reasons: ['same listing number'] },
    });
    expect(Object.values(repeats).some((r) => r.id === social.id)).toBe(false);
    expect(await listingCount()).toBe(before);

    const imported = await admin.post('/api/admin/imports/listings', {
      fileName: 'spring.csv',
      text,
      choices: {
        3: { choice: 'merge', matchId: byPhone.id },
        4: { choice: 'new', matchId: byHost.id },
        5: { choice: 'skip', matchId: byName.id },
        8: { choice: 'merge', matchId: byNumber.id },
      },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json<ListingUploadResult>()).toEqual({ imported: 3, merged: 2, skipped: 1, refused: 1, notPlaced: 0, notMoved: 0, changed: 0 });
    expect(await listingCount()).toBe(before + 3);

    const status = (await t.app.inject({ url: '/api/listing-status/bl-77700001' })).json();
    expect(status).toMatchObject({ status: 'approved', listing: { businessName: 'Harlem Hair Studio' } });
    const search = (await t.app.inject({ url: '/api/listings?q=Harlem%20Hair%20Studio&lat=33.75&lng=-84.39&radius=25' })).json();
    const found = search.items.find((l: { businessName: string }) => l.businessName === 'Harlem Hair Studio');
    expect(found.description).toBe('New here, with "quotes", and commas.');
    expect(found.distance).not.toBeNull();

    const merged = (await t.app.inject({ url: `/api/listings/${byNumber.id}` })).json();
    expect(merged).toMatchObject({ businessName: 'New Name Diner', description: 'After the merge.', address: byNumber.address });
    const mergedStatus = (await t.app.inject({ url: `/api/listing-status/${byNumber.listingNumber}` })).json();
    expect(mergedStatus).toMatchObject({ status: 'approved', listing: { businessName: 'New Name Diner' } });
    const mergedByPhone = (await t.app.inject({ url: `/api/listings/${byPhone.id}` })).json();
    expect(mergedByPhone).toMatchObject({ businessName: 'Kente Cuts Barbershop', address: '7 Other Rd' });
    const skipped = (await t.app.inject({ url: `/api/listings/${byName.id}` })).json();
    expect(skipped.businessName).toBe('Sankofa Books & Coffee');
  });

  it('reports every problem of a refused row, and counts the row once', async () => {
    const text = csv([
      ['', 't'.repeat(101), '1 Long Rd', 'Atlanta', 'GA', '30303', '', '', 'd'.repeat(2001), '', ''],
      ['Fine Shop', 'Retail & Boutiques', '2 Short Rd', 'Atlanta', 'GA', '30303', '', '', '', '', ''],
    ]);
    const res = await admin.post('/api/admin/imports/listings/preview', { text });
    expect(res.statusCode).toBe(200);
    const preview = res.json<ListingUploadPreview>();
    expect(preview.problems).toEqual([
      { line: 2, message: 'no Business Name', refused: true },
      { line: 2, message: 'Business Type is 101 characters, over our limit of 100', refused: true },
      { line: 2, message: 'Description is 2001 characters, over our limit of 2000', refused: true },
    ]);
    expect(preview).toMatchObject({ problemCount: 3, refusedCount: 1, newCount: 1 });
    const imported = (await admin.post('/api/admin/imports/listings', { text })).json<ListingUploadResult>();
    expect(imported).toMatchObject({ imported: 1, refused: 1 });
  });

  it("publishes the old app's joined address once when formatted_address is empty", async () => {
    const text = [
      csvLine(['Business Name', 'Business Type', 'Address', 'formatted_address', 'business_listing_number']),
      csvLine(['Peachtree Provisions', 'Food & Beverage', '88 Peachtree St NW, Atlanta, GA 30303', '', 'BL-90008801']),
    ].join('');
    const preview = (await admin.post('/api/admin/imports/listings/preview', { text })).json<ListingUploadPreview>();
    expect(preview.sample[0]).toMatchObject({ address: '88 Peachtree St NW, Atlanta, GA 30303', city: 'Atlanta', state: 'GA', zipCode: '30303' });
    expect((await admin.post('/api/admin/imports/listings', { text })).json<ListingUploadResult>()).toMatchObject({ imported: 1, notPlaced: 0 });
    const status = (await t.app.inject({ url: '/api/listing-status/BL-90008801' })).json();
    const listing = (await t.app.inject({ url: `/api/listings/${status.listing.id}` })).json();
    expect(listing).toMatchObject({ address: '88 Peachtree St NW, Atlanta, GA 30303', city: 'Atlanta', state: 'GA', zipCode: '30303' });
    expect(listing.formattedAddress).toBe('88 Peachtree St NW, Atlanta, GA 30303');
    expect(listing.latitude).not.toBeNull();
  });

  it('refuses a file it cannot read, naming the line, and writes nothing', async () => {
    const before = await listingCount();
    const res = await admin.post('/api/admin/imports/listings', { fileName: 'semicolons.csv', text: 'Business Name;Phone Number\r\nA;1\r\n' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("semicolons.csv cannot be read. Line 1: Its header is separated by ';', not by commas.");
    const ragged = await admin.post('/api/admin/imports/listings/preview', { text: `${csvLine(['Business Name', 'city'])}A,Atlanta,extra\r\n` });
    expect(ragged.json().error.message).toBe('listings.csv cannot be read. Line 2: This row has 3 fields, the header 2.');
    const unknown = await admin.post('/api/admin/imports/listings/preview', { text: 'Colour,Size\r\nred,9\r\n' });
    expect(unknown.json().error.message).toMatch(/^listings\.csv cannot be read\. Line 1: None of its columns belongs to/);
    expect(await listingCount()).toBe(before);
  });

  it("takes the site's own download back: every row a repeat by number, merged without a change", async () => {
    const listing = await insertListing(t.database.db, {
      businessName: 'Round Trip Records',
      website: 'https://roundtrip.example',
      phoneNumber: '(404) 555-0900',
      attributes: ['veteran_owned', 'delivery', 'speaks_french'],
    });
    const download = (await admin.get('/api/admin/exports/listing-requests.csv')).body;
    const before = await listingCount();
    const preview = (
      await admin.post('/api/admin/imports/listings/preview', { fileName: 'listing-requests.csv', text: download })
    ).json<ListingUploadPreview>();
    expect(preview).toMatchObject({ rowCount: before, newCount: 0, refusedCount: 0 });
    expect(preview.duplicates).toHaveLength(before);
    expect(preview.duplicates.every((d) => d.reasons[0] === 'same listing number')).toBe(true);
    const choices = Object.fromEntries(preview.duplicates.map((d) => [d.line, { choice: 'merge', matchId: d.match.id }]));
    const result = (await admin.post('/api/admin/imports/listings', { text: download, choices })).json<ListingUploadResult>();
    expect(result).toMatchObject({ imported: 0, merged: before, refused: 0 });
    expect(await listingCount()).toBe(before);
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect({ ...after, updatedAt: undefined }).toEqual({ ...listing, updatedAt: undefined });
  });

  it('carries attributes: a download uploads back with them, and an Attributes column is read, unknown ones noted', async () => {
    const listing = await insertListing(t.database.db, {
      businessName: 'Attribute Trip Tailors',
      phoneNumber: '(404) 555-0910',
      attributes: ['black_owned', 'woman_owned', 'wheelchair_accessible', 'speaks_spanish', 'speaks_asl'],
    });
    const download = (await admin.get('/api/admin/exports/listings.csv')).body;
    const header = download.split('\r\n')[0]!;
    expect(header).toContain('"Ownership","Amenities","Languages"');
    const line = download.split('\r\n').find((l) => l.includes(listing.listingNumber))!;
    expect(line).toContain('"Black-owned; Woman-owned","Wheelchair accessible","Spanish; American Sign Language"');
    // Staff emptied the listing's attributes since: merging the download puts them back.
    await t.database.db.update(listings).set({ attributes: [] }).where(eq(listings.id, listing.id));
    const preview = (await admin.post('/api/admin/imports/listings/preview', { fileName: 'listings.csv', text: download })).json<ListingUploadPreview>();
    expect(preview.unknownColumns).toEqual([]);
    const duplicate = preview.duplicates.find((d) => d.match.id === listing.id)!;
    const result = await admin.post('/api/admin/imports/listings', {
      text: download,
      choices: { [duplicate.line]: { choice: 'merge', matchId: listing.id } },
    });
    expect(result.json<ListingUploadResult>()).toMatchObject({ merged: 1, refused: 0 });
    const [after] = await t.database.db.select({ attributes: listings.attributes }).from(listings).where(eq(listings.id, listing.id));
    expect(after!.attributes).toEqual(listing.attributes);

    const text = [
      ['Business Name', 'Business Type', 'Address', 'Phone Number', 'Attributes'],
      [
        'Ubuntu Tea House',
        'Restaurants & Food',
        '40 Auburn Ave, Atlanta, GA 30303',
        '(404) 555-0920',
        'Black-owned; Wheelchair accessible, spanish; Latinx-owned',
      ],
    ]
      .map(csvLine)
      .join('');
    const notes = (await admin.post('/api/admin/imports/listings/preview', { text })).json<ListingUploadPreview>();
    expect(notes.refusedCount).toBe(0);
    expect(notes.problems).toEqual([
      expect.objectContaining({ line: 2, refused: false, message: expect.stringContaining("'Latinx-owned' is not in our list") }),
    ]);
    expect((await admin.post('/api/admin/imports/listings', { text })).json<ListingUploadResult>()).toMatchObject({ imported: 1 });
    const [added] = await t.database.db.select().from(listings).where(eq(listings.businessName, 'Ubuntu Tea House'));
    expect(added!.attributes).toEqual(['black_owned', 'wheelchair_accessible', 'speaks_spanish']);
  });

  it('merges photos into the stored ones, keeps a position when the address only reads differently, and skips a repeat whose match changed', async () => {
    const listing = await insertListing(t.database.db, {
      businessName: 'Juneteenth Juice Bar',
      address: '40 Auburn Avenue',
      phoneNumber: '404-555-0950',
      businessPhotos: ['/uploads/juice-1.webp'],
      latitude: 33.7551,
      longitude: -84.3805,
    });
    const other = await insertListing(t.database.db, { businessName: 'Sankofa Sounds', phoneNumber: '404-555-0951', address: '41 Auburn Ave' });
    const text = [
      [...HEADER, 'Business Photos'],
      [
        'Juneteenth Juice Bar',
        '',
        '40 Auburn Ave.',
        'Atlanta',
        'GA',
        '30303-1234',
        '404-555-0950',
        '',
        'Fresh juice.',
        '',
        '',
        'https://old.example/juice-2.jpg',
      ],
      ['Sankofa Sounds Records', '', '', '', '', '', '404-555-0951', '', 'Vinyl.', '', '', ''],
    ]
      .map(csvLine)
      .join('');
    const result = (
      await admin.post('/api/admin/imports/listings', {
        text,
        choices: { 2: { choice: 'merge', matchId: listing.id }, 3: { choice: 'merge', matchId: other.id + 1000 } },
      })
    ).json<ListingUploadResult>();
    expect(result).toMatchObject({ merged: 1, changed: 1, skipped: 1, notMoved: 0 });
    const [merged] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(merged).toMatchObject({
      businessPhotos: ['/uploads/juice-1.webp', 'https://old.example/juice-2.jpg'],
      latitude: 33.7551,
      longitude: -84.3805,
      description: 'Fresh juice.',
    });
    const [untouched] = await t.database.db.select().from(listings).where(eq(listings.id, other.id));
    expect(untouched!.businessName).toBe('Sankofa Sounds');
  });

  it('compares thousands of rows with thousands of stored listings at once', { timeout: 60_000 }, async () => {
    // Every stored listing shares the rows' house number and has no website: what once made the work rows x listings.
    const stored = Array.from({ length: 3000 }, (_, i) => ({
      listingNumber: `BL-${60_000_000 + i}`,
      status: 'approved' as const,
      businessName: `Stored Shop ${i}`,
      businessType: 'Retail & Boutiques',
      address: '1 Commerce St',
      phoneNumber: `212-55${String(i).padStart(5, '0').slice(0, 1)}-${String(i).padStart(4, '0').slice(-4)}`,
    }));
    for (let i = 0; i < stored.length; i += 500) await t.database.db.insert(listings).values(stored.slice(i, i + 500));
    const rows = Array.from({ length: 2000 }, (_, i) => [
      `Uploaded Shop ${i}`,
      'Retail & Boutiques',
      '1 Commerce St',
      'Atlanta',
      'GA',
      '30303',
      '',
      '',
      '',
      '',
      '',
    ]);
    const started = performance.now();
    const res = await admin.post('/api/admin/imports/listings/preview', { text: csv(rows) });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json<ListingUploadPreview>().rowCount).toBe(2000);
    expect(ms, `preview took ${ms.toFixed(0)} ms`).toBeLessThan(3000);
  });

  it('notes rows that repeat an earlier row of the file, or look like the same stored listing', async () => {
    const stored = await insertListing(t.database.db, {
      businessName: 'Kwanzaa Candles',
      phoneNumber: '404-555-0970',
      website: 'https://kwanzaacandles.example',
    });
    const text = csv([
      ['Kwanzaa Candles', '', '', '', '', '', '404-555-0970', '', '', '', ''],
      ['Kwanzaa Candle Co', '', '', '', '', '', '', 'kwanzaacandles.example/shop', '', '', ''],
      ['Umoja Books', '', '', '', '', '', '404-555-0971', 'umojabooks.example', '', '', ''],
      ['Umoja Books Annex', '', '', '', '', '', '(404) 555-0971', 'https://www.umojabooks.example', '', '', ''],
    ]);
    const preview = (await admin.post('/api/admin/imports/listings/preview', { text })).json<ListingUploadPreview>();
    expect(preview.duplicates.map((d) => [d.line, d.match.id])).toEqual([
      [2, stored.id],
      [3, stored.id],
    ]);
    expect(preview.problems).toEqual([
      { line: 3, message: `looks like ${stored.listingNumber}, as line 2 does: if both are merged, this row's cells win`, refused: false },
      { line: 5, message: 'same phone as line 4', refused: false },
      { line: 5, message: 'same website host as line 4', refused: false },
    ]);
    expect(preview.refusedCount).toBe(0);
  });

  it('finds the same phone in any format, past an extension, and reads each phone in the one stored form', async () => {
    const stored = await insertListing(t.database.db, { businessName: 'Harambee Hardware', phoneNumber: '(404) 555-0980 ext. 3' });
    const text = csv([
      ['Harambee Tools', '', '', '', '', '', '+1 404.555.0980', '', '', '', ''],
      ['Nia Noodles', '', '', '', '', '', '404.555.0981', '', '', '', ''],
    ]);
    const preview = (await admin.post('/api/admin/imports/listings/preview', { text })).json<ListingUploadPreview>();
    expect(preview.duplicates.map((d) => [d.line, d.match.id, d.reasons])).toEqual([[2, stored.id, ['same phone']]]);
    expect(preview.sample.map((row) => row.phoneNumber)).toEqual(['(404) 555-0980', '(404) 555-0981']);
  });
});
