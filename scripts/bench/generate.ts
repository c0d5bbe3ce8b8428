// Generates the benchmark's data in SQL on the database itself: 100,000 approved listings and
// 500,000 reviews, deterministic (every value derives from the row number), in one statement each.
import { sql } from 'drizzle-orm';
import { BUSINESS_TYPES } from '../../src/shared/reference';
import type { Db } from '@server/db/client';
import { fillListingTimeZones } from '@server/features/listings';

export const ADJECTIVES = [
  'Golden',
  'Royal',
  'Sweet',
  'Urban',
  'Heritage',
  'Crown',
  'Sunrise',
  'Harmony',
  'Legacy',
  'Unity',
  'Bright',
  'Soul',
  'Kente',
  'Ebony',
  'Magnolia',
  'Southern',
  'Liberty',
  'Phoenix',
  'Jubilee',
  'Freedom',
  'Queen',
  'King',
  'Amber',
  'Sable',
  'Velvet',
  'Cedar',
  'Willow',
  'Onyx',
  'Hope',
  'Grace',
  'Nia',
  'Imani',
  'Zuri',
  'Ashanti',
  'Baobab',
  'Sankofa',
];
export const NOUNS = [
  'Kitchen',
  'Studio',
  'Collective',
  'Market',
  'House',
  'Lounge',
  'Works',
  'Boutique',
  'Academy',
  'Garden',
  'Bistro',
  'Salon',
  'Gallery',
  'Co',
  'Shop',
  'Hub',
  'Table',
  'Corner',
  'Room',
  'Lab',
  'Wellness',
  'Motors',
  'Events',
  'Designs',
  'Roots',
];
export const METROS: [string, string, number, number][] = [
  ['Atlanta', 'GA', 33.749, -84.388],
  ['New York', 'NY', 40.7128, -74.006],
  ['Brooklyn', 'NY', 40.6782, -73.9442],
  ['Chicago', 'IL', 41.8781, -87.6298],
  ['Houston', 'TX', 29.7604, -95.3698],
  ['Dallas', 'TX', 32.7767, -96.797],
  ['Los Angeles', 'CA', 34.0522, -118.2437],
  ['Oakland', 'CA', 37.8044, -122.2712],
  ['Washington', 'DC', 38.9072, -77.0369],
  ['Baltimore', 'MD', 39.2904, -76.6122],
  ['Detroit', 'MI', 42.3314, -83.0458],
  ['Philadelphia', 'PA', 39.9526, -75.1652],
  ['Charlotte', 'NC', 35.2271, -80.8431],
  ['Memphis', 'TN', 35.1495, -90.049],
  ['New Orleans', 'LA', 29.9511, -90.0715],
  ['Miami', 'FL', 25.7617, -80.1918],
  ['Jacksonville', 'FL', 30.3322, -81.6557],
  ['Birmingham', 'AL', 33.5186, -86.8104],
  ['Jackson', 'MS', 32.2988, -90.1848],
  ['Columbia', 'SC', 34.0007, -81.0348],
  ['St. Louis', 'MO', 38.627, -90.1994],
  ['Cleveland', 'OH', 41.4993, -81.6944],
  ['Newark', 'NJ', 40.7357, -74.1724],
  ['Richmond', 'VA', 37.5407, -77.436],
  ['Seattle', 'WA', 47.6062, -122.3321],
  ['Denver', 'CO', 39.7392, -104.9903],
  ['Milwaukee', 'WI', 43.0389, -87.9065],
  ['Nashville', 'TN', 36.1627, -86.7816],
  ['Raleigh', 'NC', 35.7796, -78.6382],
  ['Savannah', 'GA', 32.0809, -81.0912],
];

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function generateBenchData(db: Db, listingCount: number, reviewCount: number) {
  const types = BUSINESS_TYPES.filter((t) => t.services.length).map((t) => t.name);
  const services = BUSINESS_TYPES.flatMap((t) => t.services);
  // h(i, salt): a deterministic pseudo-random integer in [0, 2^31).
  await db.execute(sql`
    create or replace function pg_temp.h(i bigint, salt int) returns int language sql immutable as
    $$ select (abs(hashint8(i * 1000003 + salt)))::int $$`);
  await db.execute(sql`
    insert into listings (listing_number, status, business_name, business_type, description, address, city, state, zip_code,
      latitude, longitude, phone_number, business_email, website, business_hours, services_offered, keywords,
      business_photos, founder_name, founder_bio, price_level, created_at, updated_at, approved_at)
    select
      'BL-' || lpad(i::text, 8, '0'),
      'approved',
      (${textArray(ADJECTIVES)})[1 + pg_temp.h(i, 1) % ${ADJECTIVES.length}] || ' ' ||
        (${textArray(NOUNS)})[1 + pg_temp.h(i, 2) % ${NOUNS.length}] || ' ' || (i % 997),
      (${textArray(types)})[1 + pg_temp.h(i, 3) % ${types.length}],
      'A community business serving its neighborhood with care since ' || (1990 + i % 35) || '.',
      (100 + i % 9800) || ' Main St, ' || m.city || ', ' || m.state,
      m.city, m.state, lpad((10000 + i % 89999)::text, 5, '0'),
      case when i % 50 = 0 then null else m.lat + ((pg_temp.h(i, 4) % 10000) / 10000.0 - 0.5) * 0.9 end,
      case when i % 50 = 0 then null else m.lng + ((pg_temp.h(i, 5) % 10000) / 10000.0 - 0.5) * 0.9 end,
      '(555) 010-' || lpad((i % 10000)::text, 4, '0'),
      'owner' || i || '@example.com',
      'www.business' || i || '.example',
      'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed',
      (${textArray(services)})[1 + pg_temp.h(i, 6) % ${services.length}] || ', ' ||
        (${textArray(services)})[1 + pg_temp.h(i, 7) % ${services.length}] || ', ' ||
        (${textArray(services)})[1 + pg_temp.h(i, 8) % ${services.length}],
      'black owned, family, ' || (${textArray(ADJECTIVES)})[1 + pg_temp.h(i, 9) % ${ADJECTIVES.length}],
      '[]'::jsonb,
      'Founder ' || i,
      'Started the business to serve the community.',
      1 + pg_temp.h(i, 10) % 4,
      timestamptz '2026-11-01' - make_interval(mins => i * 7),
      timestamptz '2026-11-01' - make_interval(mins => i * 7),
      timestamptz '2026-11-01' - make_interval(mins => i * 7)
    from generate_series(1, ${listingCount}) as i
    cross join lateral (
      select * from (values ${sql.raw(METROS.map(([c, s, la, ln], k) => `(${k}, '${c.replace(/'/g, "''")}', '${s}', ${la}, ${ln})`).join(','))})
        as metros(k, city, state, lat, lng)
      where k = pg_temp.h(i, 11) % ${METROS.length}
    ) m`);
  // Each listing's time zone, as a running server keeps them (it fills them when it starts otherwise).
  await fillListingTimeZones(db);
  await db.execute(sql`
    insert into reviews (business_id, username, rating, content, created_at)
    select
      (select min(id) from listings) + pg_temp.h(j, 12) % ${listingCount},
      'reviewer_' || (j % 5000),
      greatest(1, 5 - (pg_temp.h(j, 13) % 10) / 3),
      'Great service and friendly people, would come back again. Visit number ' || j,
      timestamptz '2026-11-01' - make_interval(mins => j)
    from generate_series(1, ${reviewCount}) as j`);
  // What autovacuum does to a loaded table soon after: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);
}
