// Moves the photos of DATA_DIR/uploads into the S3 bucket (`npm run photos:migrate`): copies each file
// the bucket lacks, then, when the bucket has a public address, points the stored links at it. Running
// it again copies and rewrites nothing. The local files stay, for the operator to delete once checked.
import { buffer } from 'node:stream/consumers';
import type { DbOrTx } from '@server/db/client';
import type { PhotoStore } from './photo-store';
import { pointUploadLinksAt, type RewrittenLinks } from './uploads.repo';

export interface PhotoMigrationResult {
  copied: number;
  alreadyThere: number;
  /** Rows whose links now point at the bucket, per kind. */
  rewritten: RewrittenLinks;
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
    ? await pointUploadLinksAt(db, publicUrl.replace(/\/+$/, ''))
    : { listings: 0, editRequests: 0, events: 0, articles: 0, ownerRecords: 0 };
  return { copied, alreadyThere, rewritten };
}
