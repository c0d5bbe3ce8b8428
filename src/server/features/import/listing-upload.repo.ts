// The staff upload's writes: new listings inserted in batches (a listing number taken meanwhile fails the
// upload with a 409, it never overwrites), merges written over one stored listing each.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { conflict } from '@server/http-error';
import { listings } from '@server/db/schema';
import { chunks } from './import.repo';
import type { ImportedListing } from './map-listing';

const INSERT_BATCH = 500;
const NUMBER_TAKEN = 'A listing number in this file was taken while it was being imported, so nothing was saved. Check the file again.';

type Listing = typeof listings.$inferSelect;

/** Stored listings by id. */
export async function storedListings(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Listing>> {
  const found = new Map<number, Listing>();
  for (const some of chunks(ids, 5000)) {
    for (const row of await db.select().from(listings).where(inArray(listings.id, some))) found.set(row.id, row);
  }
  return found;
}

/** New listings, made on this site (no old id). */
export async function insertListings(db: DbOrTx, rows: readonly ImportedListing[]): Promise<void> {
  for (const some of chunks(rows, INSERT_BATCH)) {
    const inserted = await db
      .insert(listings)
      .values(some.map(({ legacyId: _, ...row }) => ({ ...row, approvedAt: row.status === 'approved' ? (row.approvedAt ?? new Date()) : null })))
      .onConflictDoNothing({ target: listings.listingNumber })
      .returning({ id: listings.id });
    if (inserted.length < some.length) throw conflict(NUMBER_TAKEN);
  }
}

export async function mergeIntoListing(db: DbOrTx, id: number, values: Partial<ImportedListing>): Promise<void> {
  const { legacyId: _, ...changes } = values;
  await db
    .update(listings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(listings.id, id));
}
