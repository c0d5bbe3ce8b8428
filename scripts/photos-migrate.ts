// `npm run photos:migrate`: copies the photos of DATA_DIR/uploads into the S3 bucket set by S3_*, and
// with S3_PUBLIC_URL points the stored links at the bucket. Safe to run again: it copies and rewrites
// only what is left. With the embedded database, stop the server first (only one process may open it).
import { loadConfig, uploadsDirOf } from '@server/config';
import { configuredDatabase, openDatabase } from '@server/db/client';
import { migratePhotos } from '@server/features/uploads/photo-migration';
import { createPhotoStore, LocalPhotoStore } from '@server/features/uploads/photo-store';

async function run() {
  const config = loadConfig();
  if (!config.s3) throw new Error('Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket the photos move to.');
  // The embedded database refuses to open while a server holds DATA_DIR, and says which.
  const database = await openDatabase(configuredDatabase(config));
  const bucket = createPhotoStore(config);
  try {
    const result = await migratePhotos(database.db, new LocalPhotoStore(uploadsDirOf(config.dataDir)), bucket, config.s3.publicUrl ?? null);
    console.log(`Copied ${result.copied} photos to the bucket '${config.s3.bucket}' (${result.alreadyThere} were there already).`);
    if (config.s3.publicUrl) {
      const { listings, editRequests, events, articles, ownerRecords } = result.rewritten;
      console.log(
        `Links now under ${config.s3.publicUrl}: ${listings} listings, ${editRequests} edit requests, ${events} events, ${articles} articles, ${ownerRecords} owner changes and claims.`,
      );
    } else {
      console.log('No S3_PUBLIC_URL: links stay /uploads/..., and the server streams the photos from the bucket.');
    }
    console.log(`The files in ${uploadsDirOf(config.dataDir)} are kept; delete them once the site shows its photos.`);
  } finally {
    bucket.close();
    await database.close();
  }
}

try {
  await run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
