// The import's SQL: look-ups of stored keys in bulk and writes in batches, never one statement a row.
import { getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { blogRequests, blogs, businessSuggestions, editRequests, listings, reviews, userBusinesses } from '@server/db/schema';
import type { ExistingListing, ExistingRow } from './plan';

export const IMPORT_TABLES = {
  listings,
  reviews,
  business_edit_requests: editRequests,
  blogs,
  blog_requests: blogRequests,
  business_suggestions: businessSuggestions,
  user_businesses: userBusinesses,
} as const;
export type ImportTableName = keyof typeof IMPORT_TABLES;

/** The columns an import writes to each table (what a second run compares). */
export const IMPORT_COLUMNS: Record<ImportTableName, readonly string[]> = {
  listings: [
    'listingNumber',
    'legacyId',
    'status',
    'businessName',
    'businessType',
    'description',
    'address',
    'formattedAddress',
    'city',
    'state',
    'zipCode',
    'latitude',
    'longitude',
    'phoneNumber',
    'businessEmail',
    'website',
    'businessHours',
    'ein',
    'socialMediaHandles',
    'socialMediaPlatforms',
    'servicesOffered',
    'keywords',
    'businessPhotos',
    'founderName',
    'founderBio',
    'attributes',
    'userId',
    'createdAt',
    'approvedAt',
  ],
  reviews: ['legacyId', 'businessId', 'username', 'rating', 'content', 'createdAt'],
  business_edit_requests: ['legacyId', 'businessId', 'originalData', 'proposedChanges', 'status', 'adminNotes', 'createdAt', 'updatedAt'],
  blogs: ['legacyId', 'title', 'content', 'excerpt', 'author', 'category', 'status', 'imageUrl', 'readTime', 'tags', 'location', 'createdAt'],
  blog_requests: ['legacyId', 'title', 'content', 'author', 'email', 'location', 'tags', 'category', 'status', 'createdAt'],
  business_suggestions: ['legacyId', 'businessType', 'location', 'userId', 'status', 'createdAt'],
  user_businesses: ['legacyId', 'userId', 'listingId', 'role', 'createdAt'],
};

/** Keys per look-up statement: large enough to be few, small enough to stay cheap to plan. */
export const LOOKUP_CHUNK = 5000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function columnsOf(name: ImportTableName): Record<string, PgColumn> {
  return getTableColumns(IMPORT_TABLES[name] as PgTable) as Record<string, PgColumn>;
}

function selection(name: ImportTableName): Record<string, PgColumn> {
  const columns = columnsOf(name);
  return Object.fromEntries(['id', ...IMPORT_COLUMNS[name]].map((key) => [key, columns[key]!]));
}

/** Stored listings with any of these numbers or old ids. */
export async function findListings(db: DbOrTx, numbers: readonly string[], legacyIds: readonly string[]): Promise<ExistingListing[]> {
  const found = new Map<number, ExistingListing>();
  const size = LOOKUP_CHUNK / 2;
  for (let i = 0; i < Math.max(numbers.length, legacyIds.length); i += size) {
    const someNumbers = numbers.slice(i, i + size);
    const someIds = legacyIds.slice(i, i + size);
    const conditions: SQL[] = [];
    if (someNumbers.length) conditions.push(inArray(listings.listingNumber, someNumbers));
    if (someIds.length) conditions.push(inArray(listings.legacyId, someIds));
    const rows = await db
      .select(selection('listings'))
      .from(listings)
      .where(or(...conditions));
    for (const row of rows) {
      const { id, listingNumber, legacyId, status } = row as unknown as {
        id: number;
        listingNumber: string;
        legacyId: string | null;
        status: ExistingListing['status'];
      };
      found.set(id, { id, listingNumber, legacyId, status, values: row as Record<string, unknown> });
    }
  }
  return [...found.values()];
}

/** Stored rows of a table by old id. */
export async function findByLegacyIds(db: DbOrTx, name: Exclude<ImportTableName, 'listings'>, legacyIds: readonly string[]): Promise<Map<string, ExistingRow>> {
  const table = IMPORT_TABLES[name] as PgTable;
  const legacy = columnsOf(name).legacyId!;
  const found = new Map<string, ExistingRow>();
  for (const some of chunks(legacyIds, LOOKUP_CHUNK)) {
    const rows = (await db.select(selection(name)).from(table).where(inArray(legacy, some))) as Record<string, unknown>[];
    for (const row of rows) found.set(row.legacyId as string, { id: row.id as number, values: row });
  }
  return found;
}

/** Listing ids by old id, for the rows that point at listings. */
export async function listingIdsByLegacyId(db: DbOrTx, legacyIds: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const some of chunks(legacyIds, LOOKUP_CHUNK)) {
    const rows = await db.select({ id: listings.id, legacyId: listings.legacyId }).from(listings).where(inArray(listings.legacyId, some));
    for (const row of rows) found.set(row.legacyId!, row.id);
  }
  return found;
}

/** Which of these listing numbers are taken. */
export async function takenListingNumbers(db: DbOrTx, numbers: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const some of chunks(numbers, LOOKUP_CHUNK)) {
    const rows = await db.select({ listingNumber: listings.listingNumber }).from(listings).where(inArray(listings.listingNumber, some));
    for (const row of rows) taken.add(row.listingNumber);
  }
  return taken;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Writes rows in batches: new rows are inserted, stored ones (matched on the listing number or the old id)
 * take every imported column. Bound parameters stay far under PostgreSQL's 65,535 a statement.
 */
export async function writeRows(db: DbOrTx, name: ImportTableName, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (name !== 'listings') return writeBatches(db, name, rows, IMPORT_COLUMNS[name]);
  // A file without attribute columns (the old app's) leaves a stored listing's attributes as they are.
  await writeBatches(
    db,
    name,
    rows.filter((row) => row.attributes !== undefined),
    IMPORT_COLUMNS.listings,
  );
  await writeBatches(
    db,
    name,
    rows.filter((row) => row.attributes === undefined),
    IMPORT_COLUMNS.listings.filter((key) => key !== 'attributes'),
  );
}

async function writeBatches(db: DbOrTx, name: ImportTableName, rows: readonly Record<string, unknown>[], written: readonly string[]): Promise<void> {
  if (rows.length === 0) return;
  const table = IMPORT_TABLES[name] as PgTable;
  const columns = columnsOf(name);
  const target = name === 'listings' ? columns.listingNumber! : columns.legacyId!;
  const set: Record<string, SQL> = Object.fromEntries(written.map((key) => [key, sql.raw(`excluded."${snake(key)}"`)]));
  if ('updatedAt' in columns && !written.includes('updatedAt')) set.updatedAt = sql`now()`;
  const batch = Math.max(100, Math.floor(30_000 / IMPORT_COLUMNS[name].length));
  for (const some of chunks(rows, batch)) {
    await db
      .insert(table)
      .values(some as never)
      .onConflictDoUpdate({ target, set });
  }
}
