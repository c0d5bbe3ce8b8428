// The stored time zones: the job fills every listing without one, a move of the place empties it again
// (unless the same statement sets it), and a change of the zone alone costs search nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import type { Database } from '@server/db/client';
import { listings } from '@server/db/schema';
import { fillListingTimeZones } from './time-zone-fill';
import { storeTimeZones } from './time-zones.repo';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const EL_PASO = { city: 'El Paso', state: 'TX', zipCode: '79901', latitude: 31.7584, longitude: -106.4783 };
const HOUSTON = { city: 'Houston', state: 'TX', zipCode: '77002', latitude: 29.76, longitude: -95.37 };

async function zoneOf(id: number) {
  const [row] = await database.db.select({ timeZone: listings.timeZone }).from(listings).where(eq(listings.id, id));
  return row!.timeZone;
}

/** The row version of the listing's search copy and of its suggestion name: a rewrite changes them. */
async function searchRowVersions(id: number) {
  const result = await database.db.execute<{ copy: string; name: string }>(
    sql`select (select xmin::text from listing_search where id = ${id}) as copy, (select xmin::text from search_names where listing_id = ${id}) as name`,
  );
  return result.rows[0];
}

describe(`listing time zones (${testEngine})`, () => {
  it('fills every listing without a zone, from its coordinates or else its state, in batches', async () => {
    const elPaso = await insertListing(database.db, EL_PASO);
    const unplaced = await insertListing(database.db, { ...EL_PASO, latitude: null, longitude: null });
    const nowhere = await insertListing(database.db, { state: null, latitude: null, longitude: null });
    const pending = await insertListing(database.db, { ...HOUSTON, status: 'pending' });
    expect(await zoneOf(elPaso.id)).toBeNull();

    expect(await fillListingTimeZones(database.db, 2)).toBe(3);
    expect(await zoneOf(elPaso.id)).toBe('America/Denver');
    expect(await zoneOf(unplaced.id)).toBe('America/Chicago');
    expect(await zoneOf(pending.id)).toBe('America/Chicago');
    expect(await zoneOf(nowhere.id)).toBeNull();
    expect(await fillListingTimeZones(database.db)).toBe(0);
  });

  it('empties the zone when the place moves, unless the statement sets it too', async () => {
    const row = await insertListing(database.db, { ...EL_PASO, timeZone: 'America/Denver' });
    await database.db.update(listings).set({ keywords: 'tacos', latitude: EL_PASO.latitude }).where(eq(listings.id, row.id));
    expect(await zoneOf(row.id)).toBe('America/Denver');

    await database.db.update(listings).set({ latitude: HOUSTON.latitude, longitude: HOUSTON.longitude }).where(eq(listings.id, row.id));
    expect(await zoneOf(row.id)).toBeNull();
    await fillListingTimeZones(database.db);
    expect(await zoneOf(row.id)).toBe('America/Chicago');

    await database.db.update(listings).set({ state: 'FL' }).where(eq(listings.id, row.id));
    expect(await zoneOf(row.id)).toBeNull();

    await database.db
      .update(listings)
      .set({ latitude: EL_PASO.latitude, longitude: EL_PASO.longitude, timeZone: 'America/Denver' })
      .where(eq(listings.id, row.id));
    expect(await zoneOf(row.id)).toBe('America/Denver');
  });

  it('stores no zone found for a place the listing has left meanwhile', async () => {
    const row = await insertListing(database.db, HOUSTON);
    const stale = { id: row.id, ...EL_PASO, timeZone: 'America/Denver' };
    expect(await storeTimeZones(database.db, [stale])).toBe(0);
    expect(await zoneOf(row.id)).toBeNull();
    expect(await storeTimeZones(database.db, [{ ...stale, ...HOUSTON, timeZone: 'America/Chicago' }])).toBe(1);
    expect(await zoneOf(row.id)).toBe('America/Chicago');
  });

  it('leaves the search copy and the suggestion names alone when only the zone changes', async () => {
    const row = await insertListing(database.db, { ...EL_PASO, businessName: 'Sun City Tacos' });
    const before = await searchRowVersions(row.id);
    expect(before?.copy).toBeTruthy();
    expect(before?.name).toBeTruthy();
    await fillListingTimeZones(database.db);
    expect(await zoneOf(row.id)).toBe('America/Denver');
    expect(await searchRowVersions(row.id)).toEqual(before);

    // Any other change still reaches them.
    await database.db.update(listings).set({ businessName: 'Sun City Tacos & More' }).where(eq(listings.id, row.id));
    const after = await searchRowVersions(row.id);
    expect(after?.copy).not.toBe(before?.copy);
    expect(after?.name).not.toBe(before?.name);
  });
});
