// A photo store that cannot take files (DATA_DIR/uploads not writable, or its disk full): uploads are
// answered 503 in the API's error shape with a clear message, nothing half-written stays behind, and
// the rest of the site (search, submissions, reviews, health) goes on as before. Once the store is
// writable again, uploads work without a restart.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { insertListing } from '../../test/factories';
import { photo, uploadFiles } from '../../test/uploads';
import { fullRequest } from '@server/features/submissions/submission-fixtures';
import { STORAGE_FAILED } from '@server/features/uploads/uploads.routes';

const t = useTestApp({ TRUST_PROXY: '127.0.0.1' });
const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
let visitor = 0;

/** Root may mount a small tmpfs over the uploads folder: a real full disk. */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-mount-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

let mounted = false;
afterEach(() => {
  if (mounted) execFileSync('umount', [uploadsDir()]);
  mounted = false;
  fs.rmSync(uploadsDir(), { recursive: true, force: true });
});

async function expectUploadRefused() {
  const { status, body } = await uploadFiles(t.app, [{ name: 'shop.jpg', type: 'image/jpeg', data: await photo('jpeg') }], `10.9.0.${++visitor}`);
  expect(status).toBe(503);
  expect(body).toEqual({ error: { code: 'service_unavailable', message: STORAGE_FAILED } });
}

/** Everything that needs no new photo still works. */
async function expectSiteWorks() {
  const headers = { 'x-forwarded-for': `10.9.1.${++visitor}` };
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const search = await t.app.inject({ method: 'GET', url: '/api/listings?q=salon' });
  expect(search.statusCode).toBe(200);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/listing-requests',
    headers,
    payload: { ...fullRequest(), businessName: `Disk Test Salon ${visitor}` },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const listing = await insertListing(t.database.db, { businessName: `Reviewed Salon ${visitor}` });
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${listing.id}/reviews`,
    headers,
    payload: { rating: 5, username: 'Dana', content: 'Warm welcome and a great cut.' },
  });
  expect(review.statusCode, review.body).toBe(201);
}

describe('a photo store that cannot take files', () => {
  it('answers uploads 503 while DATA_DIR/uploads is not writable, and recovers without a restart', async () => {
    fs.rmSync(uploadsDir(), { recursive: true, force: true });
    fs.writeFileSync(uploadsDir(), 'not a folder');
    await expectUploadRefused();
    await expectSiteWorks();

    fs.rmSync(uploadsDir());
    const { status, body } = await uploadFiles(t.app, [{ name: 'shop.png', type: 'image/png', data: await photo('png') }], '10.9.2.1');
    expect(status).toBe(201);
    expect(fs.existsSync(path.join(t.config.dataDir, (body as { urls: string[] }).urls[0]!))).toBe(true);
  });

  it.runIf(canMount())('answers uploads 503 on a full disk and leaves no half-written file', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', uploadsDir()]);
    mounted = true;
    // Full but for a few bytes: the display image may start, and must not be left behind.
    fs.writeFileSync(path.join(uploadsDir(), 'filler'), Buffer.alloc(60 * 1024));
    const before = fs.readdirSync(uploadsDir());

    await expectUploadRefused();
    expect(fs.readdirSync(uploadsDir())).toEqual(before);
    await expectSiteWorks();
  });
});
