// Moves the photos of DATA_DIR/uploads into the S3 bucket (`npm run photos:migrate`): copies each file
// the bucket lacks, then, when the bucket has a public address, points the stored links at it. Running
// it again copies and rewrites nothing. The local files stay, for the operator to delete once checked.
import { buffer } from 'node:stream/consumers';
import { or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@server/db/client';
import { blogs, editRequests, events, listingChanges, listings, ownershipClaims } from '@server/db/schema';
import type { PhotoStore } from './photo-store';

export interface PhotoMigrationResult {
  copied: number;
  alreadyThere: number;
  /** Rows whose links now point at the bucket, per kind. */
  rewritten: { listings: number; editRequests: number; events: number; articles: number; ownerRecords: number };
}

export async function migratePhotos(db: DbOrTx, from: PhotoStore, to: PhotoStore, publicUrl: string | null): Promise<PhotoMigrationResult> {
  const inBucket = new Set((await to.list()).map((photo) => photo.name));
  let copied = 0;
  let alreadyThere = 0;
  for (const { name } of await from.list()) {
    if (inBucket.has(name)) {
      alreadyThere++;
      continue;
    }
    const file = await from.open(name);
    if (!file) continue;
    await to.save([{ name, data: await buffer(file.body), contentType: file.contentType }]);
    copied++;
  }
  const rewritten = publicUrl
    ? await pointLinksAt(db, publicUrl.replace(/\/+$/, ''))
    : { listings: 0, editRequests: 0, events: 0, articles: 0, ownerRecords: 0 };
  return { copied, alreadyThere, rewritten };
}

/** '/uploads/x' becomes '<base>/uploads/x' in every column that links photos (see uploads.repo.ts). */
async function pointLinksAt(db: DbOrTx, base: string): Promise<PhotoMigrationResult['rewritten']> {
  // In JSON, a relative link starts right after a quote; an absolute one never does.
  const inJson = (column: AnyPgColumn) => sql`replace(${column}::text, '"/uploads/', ${`"${base}/uploads/`})::jsonb`;
  const hasJsonLink = (column: AnyPgColumn) => sql`strpos(${column}::text, '"/uploads/') > 0`;
  const inText = (column: AnyPgColumn) => sql`case when ${column} like '/uploads/%' then ${base} || ${column} else ${column} end`;
  const hasTextLink = (column: AnyPgColumn) => sql`${column} like '/uploads/%'`;

  return db.transaction(async (tx) => {
    const changedListings = await tx
      .update(listings)
      .set({ businessPhotos: inJson(listings.businessPhotos) })
      .where(hasJsonLink(listings.businessPhotos))
      .returning({ id: listings.id });
    const changedEditRequests = await tx
      .update(editRequests)
      .set({ originalData: inJson(editRequests.originalData), proposedChanges: inJson(editRequests.proposedChanges) })
      .where(or(hasJsonLink(editRequests.originalData), hasJsonLink(editRequests.proposedChanges)))
      .returning({ id: editRequests.id });
    const changedEvents = await tx
      .update(events)
      .set({ eventPhotos: inJson(events.eventPhotos), organizationLogo: inText(events.organizationLogo) })
      .where(or(hasJsonLink(events.eventPhotos), hasTextLink(events.organizationLogo)))
      .returning({ id: events.id });
    const changedArticles = await tx
      .update(blogs)
      .set({ imageUrl: inText(blogs.imageUrl) })
      .where(hasTextLink(blogs.imageUrl))
      .returning({ id: blogs.id });
    // Owners' recorded changes (what a revert puts back) and the document photos of claims.
    const changedOwnerChanges = await tx
      .update(listingChanges)
      .set({ before: inJson(listingChanges.before), after: inJson(listingChanges.after) })
      .where(or(hasJsonLink(listingChanges.before), hasJsonLink(listingChanges.after)))
      .returning({ id: listingChanges.id });
    const changedClaims = await tx
      .update(ownershipClaims)
      .set({ evidencePhoto: inText(ownershipClaims.evidencePhoto) })
      .where(hasTextLink(ownershipClaims.evidencePhoto))
      .returning({ id: ownershipClaims.id });
    return {
      listings: changedListings.length,
      editRequests: changedEditRequests.length,
      events: changedEvents.length,
      articles: changedArticles.length,
      ownerRecords: changedOwnerChanges.length + changedClaims.length,
    };
  });
}
