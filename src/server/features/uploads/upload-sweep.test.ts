// The orphan sweep: old files nothing refers to go with their thumbnails; referenced, new and demo files stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { accounts, blogs, editRequests, events, listingChanges, listings, ownershipClaims } from '@server/db/schema';
import { seedDemoIfEmpty } from '@server/seed';
import { demoImageFiles } from '@server/seed/images';
import { uploadSweep, sweepOrphanUploads } from './upload-sweep';
import { LocalPhotoStore } from './photo-store';

const DAY = 24 * 60 * 60 * 1000;
let database: Database;
let dataDir: string;
let uploadsDir: string;
const store = () => new LocalPhotoStore(uploadsDir);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-test-'));
  uploadsDir = path.join(dataDir, 'uploads');
  // Empty stand-ins for the demo pictures: the seed then writes rows only, not images (much faster).
  fs.mkdirSync(path.join(uploadsDir, 'demo'), { recursive: true });
  for (const name of demoImageFiles()) fs.writeFileSync(path.join(uploadsDir, 'demo', name), '');
  database = await createTestDatabase();
  const counts = await seedDemoIfEmpty(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  expect(counts?.imagesWritten).toBe(0);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const hex = (n: number) => n.toString(16).padStart(24, '0');
/** A display image and its thumbnail, written `ageMs` ago. */
function photo(n: number, ageMs: number): string {
  const name = hex(n);
  for (const file of [`${name}.webp`, `${name}-thumb.webp`]) {
    const full = path.join(uploadsDir, file);
    fs.writeFileSync(full, 'x');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(full, at, at);
  }
  return `/uploads/${name}.webp`;
}
const exists = (url: string) => fs.existsSync(path.join(dataDir, url));
const thumb = (url: string) => url.replace(/\.webp$/, '-thumb.webp');

function ageDemoFiles(ageMs: number) {
  const at = new Date(Date.now() - ageMs);
  for (const name of demoImageFiles()) fs.utimesSync(path.join(uploadsDir, 'demo', name), at, at);
}

describe('sweepOrphanUploads', () => {
  it('deletes old unreferenced files with their thumbnails and keeps referenced, new and demo files', async () => {
    ageDemoFiles(30 * DAY);
    const old = 2 * DAY;
    const listingPhoto = photo(1, old);
    const declinedListingPhoto = photo(2, old);
    const proposedPhoto = photo(3, old);
    const originalPhoto = photo(4, old);
    const eventPhoto = photo(5, old);
    const logo = photo(6, old);
    const articleImage = photo(7, old);
    const orphan = photo(8, old);
    const fresh = photo(9, 60 * 60 * 1000);
    // Only the thumbnail named: the pair still stays together.
    const thumbOnly = photo(10, old);
    const revertablePhoto = photo(11, old);
    const claimDocument = photo(12, old);

    const db = database.db;
    const [listing] = await db.select({ id: listings.id, photos: listings.businessPhotos }).from(listings).limit(1);
    await db.insert(listings).values([
      { listingNumber: 'SWEEP-1', businessName: 'Kept', businessType: 'Retail', status: 'pending', businessPhotos: [listingPhoto, thumb(thumbOnly)] },
      { listingNumber: 'SWEEP-2', businessName: 'Declined', businessType: 'Retail', status: 'declined', businessPhotos: [declinedListingPhoto] },
    ]);
    await db.insert(editRequests).values({
      businessId: listing!.id,
      originalData: { businessName: 'A', businessPhotos: [originalPhoto] },
      proposedChanges: { businessPhotos: [proposedPhoto, ...listing!.photos] },
    });
    await db.insert(events).values({
      eventName: 'Block party',
      organizationName: 'Org',
      contactFirstName: 'A',
      contactLastName: 'B',
      email: 'a@example.org',
      phone: '4045550123',
      eventAddress: '1 Main St',
      cause: 'Community',
      tagline: 'Come',
      mainTopic: 'Community',
      eventPhotos: [eventPhoto],
      organizationLogo: logo,
      status: 'denied',
    });
    await db.insert(blogs).values({ title: 'Story', content: 'Text', category: 'News', status: 'draft', imageUrl: articleImage });
    // An owner replaced a photo (staff may revert to it), and a claim's document.
    await db.insert(listingChanges).values({ listingId: listing!.id, before: { businessPhotos: [revertablePhoto] }, after: { businessPhotos: [] } });
    const [account] = await db.insert(accounts).values({ email: 'sweep.owner@example.com' }).returning();
    await db.insert(ownershipClaims).values({ listingId: listing!.id, accountId: account!.id, evidence: 'My licence.', evidencePhoto: claimDocument });

    const started = performance.now();
    const result = await sweepOrphanUploads(db, store());
    const elapsed = performance.now() - started;

    expect(result.deleted.sort()).toEqual([`${hex(8)}-thumb.webp`, `${hex(8)}.webp`]);
    expect(exists(orphan) || exists(thumb(orphan))).toBe(false);
    for (const kept of [
      listingPhoto,
      declinedListingPhoto,
      proposedPhoto,
      originalPhoto,
      eventPhoto,
      logo,
      articleImage,
      fresh,
      thumbOnly,
      revertablePhoto,
      claimDocument,
    ]) {
      expect(exists(kept), kept).toBe(true);
      expect(exists(thumb(kept)), thumb(kept)).toBe(true);
    }
    for (const name of demoImageFiles()) expect(fs.existsSync(path.join(uploadsDir, 'demo', name)), name).toBe(true);
    expect(elapsed).toBeLessThan(2000);
  });

  it('keeps every file younger than the age given, and deletes them once `now` is far enough on', async () => {
    const orphan = photo(20, 2 * 60 * 60 * 1000);
    expect((await sweepOrphanUploads(database.db, store())).deleted).toEqual([]);
    expect(exists(orphan)).toBe(true);
    const later = await sweepOrphanUploads(database.db, store(), { olderThanMs: DAY, now: Date.now() + DAY });
    // With the hour-old orphan of the test before.
    expect(later.deleted.sort()).toEqual([9, 20].flatMap((n) => [`${hex(n)}-thumb.webp`, `${hex(n)}.webp`]));
    // The demo pictures are all referenced by the demo rows, however old.
    expect(later.deleted.filter((f) => f.startsWith('demo/'))).toEqual([]);
  });

  it('answers for a missing uploads folder', async () => {
    expect(await sweepOrphanUploads(database.db, new LocalPhotoStore(path.join(dataDir, 'nowhere')))).toEqual({ deleted: [], kept: 0 });
  });
});

describe('uploadSweep plugin', () => {
  it('sweeps on its timer and stops when the app closes', async () => {
    const orphan = photo(30, 2 * DAY);
    const app = Fastify({ logger: false });
    await app.register(uploadSweep, { db: database.db, store: store(), firstAfterMs: 0, everyMs: 10 });
    await app.ready();
    for (let i = 0; i < 100 && exists(orphan); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await app.close();
    expect(exists(orphan)).toBe(false);
    // After close nothing runs: a new orphan stays.
    const later = photo(31, 2 * DAY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exists(later)).toBe(true);
  });
});
