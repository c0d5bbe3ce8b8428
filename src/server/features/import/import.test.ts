// The import end to end: the fixture exports (CSV and JSON, with the old app's awkward cases) imported
// into a fresh database and read back through the public API; a second run, a dry run, refused files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { zipCodeGeocoder } from '../geocoding/zip-geocoder';
import { importExports, importFailed, type ImportFile, type ImportReport } from './import.service';
import { formatReport } from './report';
import { tableOfFileName, type ListingTable } from './tables';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const LISTING_FILES: Record<string, ListingTable> = {
  'approved_listings.csv': 'approved',
  'pending_requests.json': 'pending',
  'declined_listings.csv': 'declined',
};
const fixtureFiles = (): ImportFile[] =>
  fs.readdirSync(FIXTURES).map((name) => ({ path: path.join(FIXTURES, name), table: LISTING_FILES[name] ?? tableOfFileName(name)! }));

const TABLES = ['listings', 'listing_search', 'reviews', 'business_edit_requests', 'blogs', 'blog_requests', 'business_suggestions', 'user_businesses'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
function writeTmp(name: string, content: string | Buffer): ImportFile {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, content);
  return { path: file, table: tableOfFileName(name) ?? 'approved' };
}

const fileReport = (report: ImportReport, name: string) => report.files.find((f) => path.basename(f.file) === name)!;

describe(`importing the old app's exports (${testEngine})`, () => {
  const t = useTestApp();
  const run = (files: ImportFile[], dryRun = false) => importExports(t.database.db, files, { geocoder: zipCodeGeocoder(), dryRun });

  /** Every imported table's rows, as text: what "changes nothing" compares. */
  async function snapshot() {
    const out: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const result = await t.database.db.execute(sql.raw(`select * from ${table} order by 1`));
      out[table] = result.rows.map((row) => JSON.stringify(row, (key, value) => (key === 'updated_at' ? undefined : value)));
    }
    return out;
  }

  let first: ImportReport;

  it('a dry run reports what it would do and writes nothing', async () => {
    const before = await snapshot();
    const report = await run(fixtureFiles(), true);
    expect(await snapshot()).toEqual(before);
    expect(report.dryRun).toBe(true);
    expect(fileReport(report, 'approved_listings.csv')).toMatchObject({ read: 4, imported: 3 });
    // Reviews of listings the dry run would import are not refused as unknown.
    expect(fileReport(report, 'reviews.csv')).toMatchObject({ read: 6, imported: 4 });
    expect(formatReport(report)).toMatch(/^Dry run: nothing was written/);
  });

  it('imports every table, reports each skipped row with its line, and fails for refused rows', async () => {
    first = await run(fixtureFiles());
    const approved = fileReport(first, 'approved_listings.csv');
    // Four rows: the blank one is skipped silently.
    expect(approved).toMatchObject({ read: 4, imported: 3, updated: 0 });
    expect(approved.warnings).toContain('unknown column ignored: Featured');
    expect(approved.skipped).toEqual([{ where: 'line 7', reason: 'no Business Name', refused: true }]);

    const pending = fileReport(first, 'pending_requests.json');
    expect(pending).toMatchObject({ read: 2, imported: 1 });
    expect(pending.skipped).toEqual([
      { where: 'row 2', reason: 'listing number BL-10000002 is also in the approved table, which it stays in', refused: false },
    ]);

    const reviews = fileReport(first, 'reviews.csv');
    expect(reviews).toMatchObject({ read: 6, imported: 4 });
    expect(reviews.skipped.map((s) => `${s.where}: ${s.reason}`)).toEqual([
      'line 7: review of an unknown business (business_id 999)',
      'line 8: rating 6 is not a whole number from 1 to 5',
    ]);
    for (const name of [
      'blogs.json',
      'blog_requests.csv',
      'business_edit_requests.json',
      'business_suggestions.csv',
      'user_businesses.csv',
      'declined_listings.csv',
    ]) {
      expect(fileReport(first, name), name).toMatchObject({ imported: fileReport(first, name).read, skipped: [] });
    }
    expect(importFailed(first)).toBe(true);
    const text = formatReport(first);
    expect(text).toContain('reviews.csv: line 7: refused: review of an unknown business (business_id 999)');
    // Mama Dee's, the pending request and the declined one came without coordinates.
    expect(first.geocoding).toEqual({ asked: 3, notFound: 0 });
  });

  it('shows the listings through search and the business page, every column kept', async () => {
    const search = (await t.app.inject({ url: '/api/listings?q=crown' })).json();
    expect(search.items).toHaveLength(1);
    const id = search.items[0].id;
    const listing = (await t.app.inject({ url: `/api/listings/${id}` })).json();
    expect(listing).toMatchObject({
      businessName: 'Crown & Glory Hair Studio',
      description: 'Natural hair care, "silk presses", braids, and locs.\nWalk-ins welcome, Saturdays by appointment.',
      website: 'crownglory.example',
      businessHours: 'Tue-Fri 10:00-19:00, Sat 08:00-16:00, Sun Closed, Mon Closed',
      servicesOffered: 'Hair Services, Silk Press, Braids, Locs',
      keywords: 'natural hair, "protective styles", west end',
      businessPhotos: ['https://old-bucket.example/business-photos/crown-1.jpg', 'https://old-bucket.example/business-photos/crown-2.jpg'],
      socialMediaPlatforms: [
        { platform: 'Instagram', username: '@crownglory' },
        { platform: 'TikTok', username: 'crownglory_atl' },
      ],
      founderName: 'Keisha Grant',
      founderBio: 'Keisha has braided in the West End for 15 years.',
      latitude: 33.7357,
      createdAt: '2024-03-05T14:22:10.123Z',
    });
    const [row] = (await t.database.db.execute(sql`select ein, social_media_handles, user_id, legacy_id from listings where id = ${id}`)).rows;
    expect(row).toEqual({
      ein: '58-1234567',
      social_media_handles: 'Instagram: @crownglory, TikTok: crownglory_atl',
      user_id: '8c1f6a2e-4b7d-4e0a-9a51-2f0c3d9e7b11',
      legacy_id: 'approved:11',
    });

    // No coordinates in the export: placed by the ZIP table. Photos as a comma list.
    const dee = (await t.app.inject({ url: '/api/listings?q=mama dee' })).json().items[0];
    expect(dee.latitude).toBeCloseTo(33.7, 0);
    expect(dee.businessPhotos).toEqual(['https://old-bucket.example/p/dee-1.jpg', 'https://old-bucket.example/p/dee-2.jpg']);
    expect(dee.description).toBe('Smothered chicken, collards, mac and cheese.');
    // One photo URL, and a state written out in full.
    const sankofa = (await t.app.inject({ url: '/api/listings?q=sankofa&state=GA' })).json().items[0];
    expect(sankofa.businessPhotos).toEqual(['https://old-bucket.example/p/sankofa.jpg']);
  });

  it('finds every listing by its number in Check Status, an odd-shaped one as typed', async () => {
    const status = async (number: string) => (await t.app.inject({ url: `/api/listing-status/${encodeURIComponent(number)}` })).json();
    expect((await status('legacy-0042')).status).toBe('approved');
    expect((await status(' LEGACY-0042 ')).listing.businessName).toBe('Sankofa Books, Coffee & Culture');
    expect((await status('BL-10000002')).status).toBe('approved');
    const pending = await status('bl20000001');
    expect(pending).toMatchObject({
      status: 'pending',
      listing: { businessName: 'Nia Tech Academy', socialMediaPlatforms: [{ platform: 'YouTube', username: 'niatech' }] },
    });
    expect((await status('BL-30000001')).status).toBe('declined');
  });

  it('puts reviews on their businesses, and the other tables where staff read them', async () => {
    const crown = (await t.app.inject({ url: '/api/listings?q=crown' })).json().items[0];
    expect(crown.rating).toEqual({ count: 2, average: 4.5 });
    const reviews = (await t.app.inject({ url: `/api/listings/${crown.id}/reviews?sort=oldest` })).json();
    expect(reviews.items.map((r: { username: string }) => r.username)).toEqual(['Tasha B.', 'marcus_j']);
    expect(reviews.items[0].content).toBe('Best silk press in the city, and she explains "why" every step.');

    const rows = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows;
    expect(await rows(sql`select business_id, original_data, proposed_changes, status from business_edit_requests`)).toEqual([
      {
        business_id: crown.id,
        original_data: { businessName: 'Crown & Glory Hair Studio', phoneNumber: '(404) 555-0182', servicesOffered: 'Hair Services, Braids' },
        proposed_changes: { businessName: 'Crown & Glory Hair Studio', phoneNumber: '(404) 555-0199', servicesOffered: 'Hair Services, Braids, Locs' },
        status: 'pending',
      },
    ]);
    expect(await rows(sql`select user_id, account_id, listing_id, role from user_businesses`)).toEqual([
      { user_id: '8c1f6a2e-4b7d-4e0a-9a51-2f0c3d9e7b11', account_id: null, listing_id: crown.id, role: 'owner' },
    ]);
    expect(await rows(sql`select category, tags, author from blogs order by category`)).toEqual([
      { category: 'History', tags: ['history', 'atlanta', 'markets'], author: 'Staff' },
      { category: 'Pop Culture', tags: ['music', 'food trucks'], author: 'Admin' },
    ]);
    expect(await rows(sql`select author, status, tags from blog_requests`)).toEqual([
      { author: 'Ayo Adeyemi', status: 'pending', tags: 'economics, community' },
    ]);
    expect(await rows(sql`select business_type, location, user_id from business_suggestions`)).toEqual([
      { business_type: 'Black-owned bakery', location: 'College Park, GA', user_id: null },
    ]);
    const articles = (await t.app.inject({ url: '/api/articles?category=History' })).json();
    expect(JSON.stringify(articles)).toContain('The Sweet Auburn Curb Market at 100');
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const again = await run(fixtureFiles());
    expect(await snapshot()).toEqual(before);
    for (const file of again.files) {
      const firstRun = first.files.find((f) => f.file === file.file)!;
      expect(file, file.file).toMatchObject({ imported: 0, updated: 0, unchanged: firstRun.imported + firstRun.updated });
    }
    expect(again.geocoding.asked).toBe(0);
  });

  it("reads the old app's joined address as one address when formatted_address is empty", async () => {
    const csv = [
      'id,Business Name,Business Type,Address,formatted_address,city,state,zip_code,business_listing_number',
      '9001,Peachtree Provisions,Food & Beverage,"88 Peachtree St NW, Atlanta, GA 30303",,,,,BL-90009001',
    ].join('\n');
    const report = await run([writeTmp('approved_listings.csv', csv)]);
    expect(report.files[0]).toMatchObject({ imported: 1 });
    const status = (await t.app.inject({ url: '/api/listing-status/BL-90009001' })).json();
    const listing = (await t.app.inject({ url: `/api/listings/${status.listing.id}` })).json();
    expect(listing).toMatchObject({ address: '88 Peachtree St NW, Atlanta, GA 30303', city: 'Atlanta', state: 'GA', zipCode: '30303' });
    expect(listing.formattedAddress).toBe('88 Peachtree St NW, Atlanta, GA 30303');
    expect(listing.latitude).not.toBeNull();
  });

  it('reads an Attributes column (labels or keys), notes unknown ones, and a file without it keeps them', async () => {
    const csv = [
      'id,Business Name,Business Type,Address,business_listing_number,Attributes',
      '9101,Kente Corner,Retail,"5 Auburn Ave, Atlanta, GA 30303",BL-90009101,"Black-owned; Wheelchair accessible; Spanish, woman_owned; Afrofuturist"',
    ].join('\n');
    const report = await run([writeTmp('approved_listings.csv', csv)]);
    expect(report.files[0]).toMatchObject({ imported: 1 });
    expect(report.files[0]!.warnings).toEqual([expect.stringContaining("attribute 'Afrofuturist' is not in our list: left out (line 2)")]);
    const status = (await t.app.inject({ url: '/api/listing-status/BL-90009101' })).json();
    const keys = async () => ((await t.app.inject({ url: `/api/listings/${status.listing.id}` })).json().attributes as { key: string }[]).map((a) => a.key);
    expect(await keys()).toEqual(['black_owned', 'woman_owned', 'wheelchair_accessible', 'speaks_spanish']);

    const withoutColumn = csv.replace(',Attributes', '').replace(/,"Black-owned[^"]*"$/, '');
    const again = await run([writeTmp('approved_listings.csv', withoutColumn)]);
    expect(again.files[0]).toMatchObject({ imported: 0, unchanged: 1 });
    expect(await keys()).toEqual(['black_owned', 'woman_owned', 'wheelchair_accessible', 'speaks_spanish']);
  });

  it('updates a row that changed in a later export', async () => {
    const csv = fs.readFileSync(path.join(FIXTURES, 'reviews.csv'), 'utf8').replace('Great braids, long wait, worth it.', 'Great braids, short wait now.');
    const report = await run([writeTmp('reviews.csv', csv)]);
    expect(report.files[0]).toMatchObject({ imported: 0, updated: 1, unchanged: 3 });
  });

  it.each([
    [
      'semicolons',
      'reviews.csv',
      'id;business_id;username;rating;content;created_at\n201;11;Ann;5;Lovely place to visit.;2024-01-01\n',
      /^line 1: its header is separated by ';'/,
    ],
    [
      'broken JSON',
      'reviews.json',
      '[{"id": 201, "business_id": 11, "username": "Ann", "rating": 5, "content": "Lovely place."},\n {"id": 202,\n',
      /^line \d+: broken JSON/,
    ],
    [
      'bad encoding',
      'reviews.csv',
      Buffer.concat([
        Buffer.from('id,business_id,username,rating,content\n201,11,Ann,5,Lovely place to visit.\n202,11,'),
        Buffer.from([0x52, 0xe9, 0x6e, 0xe9]),
        Buffer.from(',4,Caf\u00e9 next door is good.\n'),
      ]),
      /^line 3: it is not UTF-8/,
    ],
    [
      'a stray quote',
      'reviews.csv',
      'id,business_id,username,rating,content\n201,11,Ann,5,Lovely place to visit.\n202,11,Bo,4,"Good "coffee"\n',
      /^line 3: text after a closing quote/,
    ],
    ['no known column', 'reviews.csv', 'foo,bar\n1,2\n', /^line 1: none of its columns belongs to reviews/],
  ])('refuses a file with %s and writes nothing from it', async (_, name, content, message) => {
    const before = await snapshot();
    const report = await run([writeTmp(name, content)]);
    expect(report.files[0]!.error).toMatch(message);
    expect(importFailed(report)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});
