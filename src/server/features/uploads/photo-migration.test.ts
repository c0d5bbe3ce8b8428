// `npm run photos:migrate`: the local photos are copied into a real bucket (s3rver), the stored links of
// listings, edit requests, events and articles move under S3_PUBLIC_URL and are read so through the
// public API; a second run copies and rewrites nothing; the command refuses without a bucket.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editRequests, events } from '@server/db/schema';
import { insertListing } from '../../../test/factories';
import { insertArticle, insertEvent } from '../../../test/article-factories';
import { startTestBucket, type TestBucket } from '../../../test/s3';
import { createTestApp, type TestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { photo } from '../../../test/uploads';
import { migratePhotos } from './photo-migration';
import { LocalPhotoStore } from './photo-store';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');
let bucket: TestBucket;
let t: TestApp;

beforeAll(async () => {
  bucket = await startTestBucket();
  // The app serves from the bucket; the photos to move are still on its disk.
  t = await createTestApp({ ...bucket.env, S3_PUBLIC_URL: bucket.publicUrl });
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

describe(`migratePhotos (${testEngine})`, () => {
  it('copies every local photo once and points every stored link at the bucket', async () => {
    const local = new LocalPhotoStore(path.join(t.config.dataDir, 'uploads'));
    const image = await photo('jpeg');
    const names = ['aaaaaaaaaaaaaaaaaaaaaaaa.webp', 'aaaaaaaaaaaaaaaaaaaaaaaa-thumb.webp', 'demo/salon-1.jpg', 'logo.png', 'cover.jpg'];
    await local.save(names.map((name) => ({ name, data: image, contentType: 'image/jpeg' })));

    const listing = await insertListing(t.database.db, {
      businessPhotos: ['/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp', '/uploads/demo/salon-1.jpg', 'https://elsewhere.example/keep.jpg'],
    });
    const event = await insertEvent(t.database.db, { eventPhotos: ['/uploads/demo/salon-1.jpg'], organizationLogo: '/uploads/logo.png' });
    const article = await insertArticle(t.database.db, { imageUrl: '/uploads/cover.jpg' });
    const [edit] = await t.database.db
      .insert(editRequests)
      .values({
        businessId: listing.id,
        originalData: { businessPhotos: ['/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp'] },
        proposedChanges: { businessPhotos: ['/uploads/demo/salon-1.jpg'] },
      })
      .returning();

    const first = await migratePhotos(t.database.db, local, t.app.photos, bucket.publicUrl);
    expect(first).toEqual({ copied: 5, alreadyThere: 0, rewritten: { listings: 1, editRequests: 1, events: 1, articles: 1, ownerRecords: 0 } });
    expect((await t.app.photos.list()).map((p) => p.name).sort()).toEqual([...names].sort());

    // Read back as a visitor reads them.
    const at = (name: string) => `${bucket.publicUrl}/uploads/${name}`;
    const shown = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(shown.businessPhotos).toEqual([at('aaaaaaaaaaaaaaaaaaaaaaaa.webp'), at('demo/salon-1.jpg'), 'https://elsewhere.example/keep.jpg']);
    const served = await fetch(at('demo/salon-1.jpg'));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const [eventAfter] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect([eventAfter!.eventPhotos, eventAfter!.organizationLogo]).toEqual([[at('demo/salon-1.jpg')], at('logo.png')]);
    const shownArticle = (await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` })).json();
    expect(shownArticle.imageUrl).toBe(at('cover.jpg'));
    const [editAfter] = await t.database.db.select().from(editRequests).where(eq(editRequests.id, edit!.id));
    expect([editAfter!.originalData, editAfter!.proposedChanges]).toEqual([
      { businessPhotos: [at('aaaaaaaaaaaaaaaaaaaaaaaa.webp')] },
      { businessPhotos: [at('demo/salon-1.jpg')] },
    ]);

    // Again: nothing left to do.
    expect(await migratePhotos(t.database.db, local, t.app.photos, bucket.publicUrl)).toEqual({
      copied: 0,
      alreadyThere: 5,
      rewritten: { listings: 0, editRequests: 0, events: 0, articles: 0, ownerRecords: 0 },
    });
  });
});

describe('npm run photos:migrate', () => {
  // Not spawnSync: the bucket answers from this process, which must keep running meanwhile.
  const run = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-migrate-'));
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', 'bbbbbbbbbbbbbbbbbbbbbbbb.webp'), 'photo');
    const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
    delete childEnv.DATABASE_URL;
    delete childEnv.NODE_OPTIONS;
    const result = await new Promise<{ status: number; output: string }>((resolve) => {
      execFile(
        path.join(projectRoot, 'node_modules/.bin/tsx'),
        ['scripts/photos-migrate.ts'],
        { cwd: projectRoot, env: childEnv, timeout: 120_000 },
        (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: `${stdout}${stderr}` }),
      );
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    return result;
  };

  it('refuses without a bucket', async () => {
    const { status, output } = await run({});
    expect(status).toBe(1);
    expect(output).toContain('Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });

  it('copies the photos of an embedded site into the bucket', async () => {
    const { status, output } = await run(bucket.env);
    expect(output).toContain("Copied 1 photos to the bucket 'engine-photos'");
    expect(status).toBe(0);
    expect(await t.app.photos.has('bbbbbbbbbbbbbbbbbbbbbbbb.webp')).toBe(true);
  });
});
