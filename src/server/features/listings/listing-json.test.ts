// The database's JSON of a public listing is the very object toPublicListing makes from the row.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicListingSchema } from '@shared/schemas/listing';
import { createTestDatabase, testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import type { Database } from '@server/db/client';
import { listings } from '@server/db/schema';
import { LISTING_WITH_OWNER, PUBLIC_LISTING_JSON_ARGS } from './listing-json';
import { toPublicListing } from './listing-mapper';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function both(id: number) {
  const [row] = await database.db.select(LISTING_WITH_OWNER).from(listings).where(eq(listings.id, id));
  const result = await database.db.execute<{ body: string }>(
    sql`select json_build_object(${PUBLIC_LISTING_JSON_ARGS})::text as body from listings where listings.id = ${id}`,
  );
  return { fromRow: toPublicListing(row!), fromDatabase: JSON.parse(result.rows[0]!.body) as unknown };
}

describe(`public listing JSON (${testEngine})`, () => {
  it('matches the mapper for a listing with every field set', async () => {
    const row = await insertListing(database.db, {
      businessName: 'Fully "Quoted" Café',
      formattedAddress: '12 Peach St NE, Atlanta, GA 30303, USA',
      latitude: 33.7490123456789,
      longitude: -84.38798765,
      website: 'https://example.com/a?b=c&d=é',
      businessHours: 'Mon-Fri 09:00-17:00\nSat Closed',
      socialMediaPlatforms: [{ platform: 'Instagram', username: 'cafe' }],
      businessPhotos: ['/uploads/a.webp', '/uploads/b.webp'],
      founderName: 'Ada',
      founderBio: 'Line one.\nLine two with \\ backslash.',
      priceLevel: 3,
      ein: '12-3456789',
      createdAt: new Date(Date.UTC(2026, 10, 21, 23, 59, 58, 7)),
      approvedAt: new Date(Date.UTC(2026, 10, 22, 0, 0, 1, 990)),
    });
    const { fromRow, fromDatabase } = await both(row.id);
    expect(fromDatabase).toEqual(fromRow);
    expect(publicListingSchema.strict().parse(fromDatabase)).toEqual(fromRow);
    expect(JSON.stringify(fromDatabase)).not.toContain('12-3456789');
  });

  it('matches the mapper for a listing with the optional fields empty', async () => {
    const row = await insertListing(database.db, {
      latitude: null,
      longitude: null,
      formattedAddress: null,
      website: null,
      socialMediaPlatforms: [],
      businessPhotos: [],
      priceLevel: null,
      approvedAt: null,
    });
    const { fromRow, fromDatabase } = await both(row.id);
    expect(fromDatabase).toEqual(fromRow);
    expect(fromRow.businessPhotos).toEqual([]);
  });

  it('carries the time zone stored for the place, null until it is', async () => {
    const placed = await insertListing(database.db, { city: 'El Paso', state: 'TX', latitude: 31.7584, longitude: -106.4783, timeZone: 'America/Denver' });
    const unplaced = await insertListing(database.db, { timeZone: null });
    for (const [row, zone] of [
      [placed, 'America/Denver'],
      [unplaced, null],
    ] as const) {
      const { fromRow, fromDatabase } = await both(row.id);
      expect(fromDatabase).toEqual(fromRow);
      expect(fromRow.timeZone).toBe(zone);
    }
  });
});
