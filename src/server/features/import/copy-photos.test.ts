// --copy-photos against a photo host on this machine: the imported listings' photos are fetched once each,
// checked and stored like uploads, and their links pointed at the copies; a missing photo and a file that
// is no image stay links and are reported; a second run copies nothing twice; a dry run fetches nothing.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@server/db/schema';
import { LocalPhotoStore } from '../uploads';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { insertListing } from '../../../test/factories';
import { copyImportedPhotos, formatPhotoCopyReport } from './copy-photos';

const t = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-photos-'));
const store = new LocalPhotoStore(dir);
const served = new Map<string, number>();
let host = '';
let server: http.Server;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8a24a' } })
    .png()
    .toBuffer();
  const jpg = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#3a2a1a' } })
    .jpeg()
    .toBuffer();
  const files: Record<string, Buffer> = { '/p/a.png': png, '/p/b.jpg': jpg, '/p/notes.png': Buffer.from('just some text, not a picture') };
  server = http.createServer((req, res) => {
    served.set(req.url!, (served.get(req.url!) ?? 0) + 1);
    const body = files[req.url!];
    if (!body) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'image/png' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const photosOf = async (id: number) => (await t.database.db.select({ p: listings.businessPhotos }).from(listings).where(eq(listings.id, id)))[0]!.p;

describe(`copying imported photos (${testEngine})`, () => {
  it('counts what it would copy in a dry run, fetching nothing', async () => {
    await insertListing(t.database.db, { legacyId: 'approved:1', businessPhotos: [`${host}/p/a.png`, `${host}/p/b.jpg`] });
    const report = await copyImportedPhotos(t.database.db, store, { dryRun: true });
    expect(report).toMatchObject({ listings: 1, photos: 2, copied: 0, dryRun: true });
    expect(served.size).toBe(0);
    expect(formatPhotoCopyReport(report)).toContain('2 photos of 1 imported listings are on another host');
  });

  it('copies each photo once, relinks the imported and uploaded listings, and reports what stayed a link', async () => {
    const [first] = await t.database.db.select().from(listings).where(eq(listings.legacyId, 'approved:1'));
    const second = await insertListing(t.database.db, {
      legacyId: 'approved:2',
      businessPhotos: [`${host}/p/a.png`, `${host}/p/missing.png`, `${host}/p/notes.png`],
    });
    const ours = await insertListing(t.database.db, { legacyId: 'approved:3', businessPhotos: ['/uploads/demo/salon-1.jpg'] });
    // A staff upload keeps no old id; its photos on another host are copied too.
    const uploaded = await insertListing(t.database.db, { businessPhotos: [`${host}/p/b.jpg`] });

    const report = await copyImportedPhotos(t.database.db, store);
    expect(report).toMatchObject({ listings: 3, photos: 4, copied: 2, relinked: 3 });
    expect(served.get('/p/a.png')).toBe(1);
    const firstPhotos = await photosOf(first!.id);
    expect(firstPhotos).toHaveLength(2);
    for (const url of firstPhotos) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{24}\.webp$/);
      expect(await store.has(url.slice('/uploads/'.length))).toBe(true);
    }
    expect(await photosOf(second.id)).toEqual([firstPhotos[0], `${host}/p/missing.png`, `${host}/p/notes.png`]);
    expect(await photosOf(ours.id)).toEqual(['/uploads/demo/salon-1.jpg']);
    expect(await photosOf(uploaded.id)).toEqual([firstPhotos[1]]);
    expect(served.get('/p/b.jpg')).toBe(1);
    expect(report.failed.map((f) => [f.url.replace(host, ''), f.listingNumbers, f.reason])).toEqual([
      ['/p/missing.png', [second.listingNumber], 'the old host answered 404'],
      ['/p/notes.png', [second.listingNumber], expect.stringMatching(/image/i)],
    ]);
    expect(formatPhotoCopyReport(report)).toMatch(/2 of 4 copied.*\n2 photos stayed links/);
  });

  it('tries only what failed on a second run', async () => {
    const report = await copyImportedPhotos(t.database.db, store);
    expect(report).toMatchObject({ listings: 1, photos: 2, copied: 0, relinked: 0 });
    expect(served.get('/p/a.png')).toBe(1);
    expect(served.get('/p/missing.png')).toBe(2);
  });
});
