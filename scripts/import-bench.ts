// `npx tsx scripts/import-bench.ts [listings] [reviews]`: writes export files of that size (approved
// listings as CSV, reviews as JSON, as the old app's dashboard and REST interface give them), imports them
// into a fresh database (embedded PGlite on disk, or a scratch database on the server of DATABASE_URL),
// then imports them again, and prints both times. Defaults: 20,000 listings and 100,000 reviews.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@server/db/client';
import { zipCodeGeocoder } from '@server/features/geocoding/zip-geocoder';
import { csvLine, importExports, importFailed, LISTING_COLUMNS, type ImportReport } from '@server/features/import';
import { BUSINESS_TYPES } from '../src/shared/reference';
import { createServerDatabase } from '../src/test/database';

const listingCount = Number(process.argv[2] ?? 20_000);
const reviewCount = Number(process.argv[3] ?? 100_000);
const serverUrl = process.env.DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-import-bench-'));

/** The old listing table's columns, but those the generator leaves empty. */
const COLUMNS = LISTING_COLUMNS.filter((c) => !['formatted_address', 'Social Media handles', 'Approved Status'].includes(c));
const PLACES = [
  ['Atlanta', 'GA', '30310', 33.7357, -84.4155],
  ['Houston', 'TX', '77004', 29.7233, -95.3622],
  ['Chicago', 'IL', '60619', 41.7458, -87.6059],
  ['Detroit', 'MI', '48204', 42.3656, -83.1446],
  ['Charlotte', 'NC', '28208', 35.2271, -80.8942],
] as const;

/** Deterministic listings: every tenth without coordinates (placed by the ZIP table), photos in the four shapes. */
function listingRow(i: number): string[] {
  const [city, state, zip, lat, lng] = PLACES[i % PLACES.length]!;
  const type = BUSINESS_TYPES[i % BUSINESS_TYPES.length]!.name;
  const photos = [
    ``,
    `https://old.example/p/${i}.jpg`,
    JSON.stringify([`https://old.example/p/${i}a.jpg`, `https://old.example/p/${i}b.jpg`]),
    `https://old.example/p/${i}a.jpg, https://old.example/p/${i}b.jpg`,
  ][i % 4]!;
  const placed = i % 10 !== 0;
  return [
    String(i + 1),
    new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString(),
    `Business ${i} "${city}", ${type.split(' ')[0]}`,
    type,
    `A family business in ${city}, serving the community since ${1990 + (i % 30)}.\nCall ahead.`,
    `${100 + (i % 900)} Main St, ${city}, ${state} ${zip}`,
    city,
    state,
    zip,
    placed ? String(lat + ((i % 100) - 50) / 1000) : '',
    placed ? String(lng + ((i % 97) - 48) / 1000) : '',
    `(404) 555-${String(i % 10_000).padStart(4, '0')}`,
    `owner${i}@example.com`,
    i % 3 ? `business${i}.example.com` : '',
    'Mon-Fri 09:00-17:00, Sat Closed, Sun Closed',
    i % 5 ? '' : `12-${String(1_000_000 + i).slice(-7)}`,
    JSON.stringify([{ platform: 'Instagram', username: `@biz${i}` }]),
    'Consulting, Catering, Delivery',
    `keyword${i % 50}, community`,
    photos,
    `Founder ${i}`,
    'Started with one table at the market.',
    `user-${i}`,
    `BL-${String(10_000_000 + i).padStart(8, '0')}`,
  ];
}

function writeExports() {
  const listingsFile = path.join(dir, 'approved.csv');
  const out = fs.openSync(listingsFile, 'w');
  fs.writeSync(out, csvLine(COLUMNS));
  for (let i = 0; i < listingCount; i++) fs.writeSync(out, csvLine(listingRow(i)));
  fs.closeSync(out);
  const reviewsFile = path.join(dir, 'reviews.json');
  const rows = Array.from({ length: reviewCount }, (_, i) => ({
    id: i + 1,
    business_id: (i % listingCount) + 1,
    username: `Reviewer ${i % 1000}`,
    rating: (i % 5) + 1,
    content: `Visit ${i}: friendly people, fair prices, would come back.`,
    created_at: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
  }));
  fs.writeFileSync(reviewsFile, JSON.stringify(rows));
  return [
    { path: listingsFile, table: 'approved' as const },
    { path: reviewsFile, table: 'reviews' as const },
  ];
}

const summary = (report: ImportReport) =>
  report.files
    .map((f) => `${path.basename(f.file)}: ${f.read} read, ${f.imported} imported, ${f.updated} updated, ${f.unchanged} unchanged, ${f.skipped.length} skipped`)
    .join('; ');

async function run() {
  const files = writeExports();
  const scratch = serverUrl ? await createServerDatabase(serverUrl) : null;
  const database = await openDatabase(scratch ? { kind: 'postgres', url: scratch.url, poolSize: 2 } : { kind: 'pglite', dataDir: dir });
  try {
    const engine = scratch ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`Import of ${listingCount.toLocaleString('en-US')} listings and ${reviewCount.toLocaleString('en-US')} reviews on ${engine}:`);
    for (const label of ['first run', 'second run']) {
      const times: string[] = [];
      let total = 0;
      for (const file of files) {
        const started = performance.now();
        const report = await importExports(database.db, [file], { geocoder: zipCodeGeocoder() });
        const seconds = (performance.now() - started) / 1000;
        total += seconds;
        if (importFailed(report)) throw new Error(`the import refused rows or files: ${summary(report)}`);
        times.push(`${summary(report)} in ${seconds.toFixed(1)} s`);
      }
      console.log(`  ${label}: ${total.toFixed(1)} s\n    ${times.join('\n    ')}`);
    }
  } finally {
    await database.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await run();
