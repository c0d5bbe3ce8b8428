// The listings `--copy-photos` reads and relinks: their photo links, and a listing's links replaced only
// while it still has the ones read.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { listings } from '@server/db/schema';

/** Every listing (any status) with at least one photo link, with its number and links. */
export async function listingsWithPhotos(db: DbOrTx) {
  return db
    .select({ id: listings.id, listingNumber: listings.listingNumber, photos: listings.businessPhotos })
    .from(listings)
    .where(sql`jsonb_array_length(${listings.businessPhotos}) > 0`);
}

/**
 * Replaces a listing's photo links with `photos`, only if it still has exactly `read` (an edit meanwhile
 * wins); answers whether it was replaced.
 */
export async function relinkListingPhotos(db: DbOrTx, listingId: number, read: readonly string[], photos: string[]): Promise<boolean> {
  const updated = await db
    .update(listings)
    .set({ businessPhotos: photos, updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), sql`${listings.businessPhotos} = ${JSON.stringify(read)}::jsonb`))
    .returning({ id: listings.id });
  return updated.length > 0;
}
