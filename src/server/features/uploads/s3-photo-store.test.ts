// Photos in an S3-compatible bucket: a real one (s3rver on loopback), never a mock of the client. The
// store keeps exactly the image bytes, uploads land in the bucket and are linked under S3_PUBLIC_URL or
// served through the server, the forms accept the bucket's address and no other, the orphan sweep
// cleans the bucket, a private area stays apart, and an unreachable bucket is a 503 that loses nothing else.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { listingRequestBody } from '../../../test/traffic';
import { startTestBucket, type TestBucket } from '../../../test/s3';
import { createTestApp, type TestApp } from '../../../test/app';
import { photo, uploadFiles } from '../../../test/uploads';
import { testEngine } from '../../../test/database';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PhotoStorageError, S3PhotoStore } from './photo-store';
import { sweepOrphanUploads } from './upload-sweep';
import { STORAGE_FAILED } from './uploads.routes';

const DAY = 24 * 60 * 60 * 1000;
let bucket: TestBucket;

beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(async () => {
  await bucket?.close();
});

const storeOf = (env: Record<string, string>) => new S3PhotoStore(loadConfig({ DATA_DIR: '/nowhere', ...env }).s3!);

async function emptyBucket() {
  const store = storeOf(bucket.env);
  await store.remove((await store.list()).map((p) => p.name));
  store.close();
}

describe('S3PhotoStore', () => {
  it('keeps, lists, serves and removes exactly the bytes it was given', async () => {
    await emptyBucket();
    const store = storeOf(bucket.env);
    const image = await photo('jpeg');
    const before = Date.now();
    await store.save([
      { name: 'abc.jpg', data: image, contentType: 'image/jpeg' },
      { name: 'demo/card.jpg', data: Buffer.from('second'), contentType: 'image/jpeg' },
    ]);

    const listed = await store.list();
    expect(listed.map((p) => p.name).sort()).toEqual(['abc.jpg', 'demo/card.jpg']);
    for (const p of listed) expect(p.modifiedMs).toBeGreaterThan(before - 5_000);
    expect(await store.has('abc.jpg')).toBe(true);
    expect(await store.has('nothing.jpg')).toBe(false);

    const opened = await store.open('abc.jpg');
    expect(opened?.contentType).toBe('image/jpeg');
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    // Byte for byte: no checksum framing was stored inside the object.
    expect(Buffer.concat(chunks).equals(image)).toBe(true);
    expect(await store.open('nothing.jpg')).toBeNull();

    await store.remove(['abc.jpg', 'demo/card.jpg']);
    expect(await store.list()).toEqual([]);
    store.close();
  });

  it('keeps a private area under its own prefix: never listed with the photos, never cached, no URL', async () => {
    await emptyBucket();
    const store = storeOf({ ...bucket.env, S3_PUBLIC_URL: bucket.publicUrl });
    const area = store.privateArea('claim-evidence');
    await area.save([{ name: '7/abc.webp', data: Buffer.from('a licence'), contentType: 'image/webp' }]);

    // The photos' list (and so the uploads sweep) and the /uploads/ route's reads never reach it.
    expect(await store.list()).toEqual([]);
    expect(await store.has('7/abc.webp')).toBe(false);
    expect((await area.list()).map((p) => p.name)).toEqual(['7/abc.webp']);
    expect(await area.has('7/abc.webp')).toBe(true);
    const client = new S3Client({
      endpoint: bucket.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: 'private/claim-evidence/7/abc.webp' }));
    expect(head.CacheControl).toBe('private, no-store');
    client.destroy();
    expect(() => (area as unknown as { urlOf(name: string): string }).urlOf('7/abc.webp')).toThrow();

    await area.remove(['7/abc.webp']);
    expect(await area.list()).toEqual([]);
    store.close();
  });

  it('keeps all the files or none', async () => {
    await emptyBucket();
    const store = storeOf(bucket.env);
    const saving = store.save([
      { name: 'first.webp', data: Buffer.from('one'), contentType: 'image/webp' },
      { name: '../escape.webp', data: Buffer.from('two'), contentType: 'image/webp' },
    ]);
    await expect(saving).rejects.toBeInstanceOf(PhotoStorageError);
    expect(await store.list()).toEqual([]);
    store.close();
  });
});

describe(`uploads into a bucket with a public address (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...bucket.env, S3_PUBLIC_URL: bucket.publicUrl });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores both sizes in the bucket, links them there, and writes nothing to the disk', async () => {
    await emptyBucket();
    const { status, body } = await uploadFiles(t.app, [{ name: 'shop.jpg', type: 'image/jpeg', data: await photo('jpeg') }]);
    expect(status).toBe(201);
    const [file] = body.files as { url: string; thumbnailUrl: string }[];
    expect(file!.url).toMatch(new RegExp(`^${bucket.publicUrl}/uploads/[a-f0-9]{24}\\.webp$`));
    expect(file!.thumbnailUrl).toBe(file!.url.replace('.webp', '-thumb.webp'));

    for (const [url, width] of [
      [file!.url, 1600],
      [file!.thumbnailUrl, 480],
    ] as const) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
    const uploadsDir = path.join(t.config.dataDir, 'uploads');
    expect(fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []).toEqual([]);

    // Pages also find it through this server, for links written before the photos moved.
    const name = file!.url.slice(`${bucket.publicUrl}/uploads/`.length);
    const local = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(local.statusCode).toBe(200);
    expect(local.headers['cache-control']).toContain('immutable');
  });

  it("accepts the bucket's photo links in a submission, and no other site's", async () => {
    const { body } = await uploadFiles(t.app, [{ name: 'shop.jpg', type: 'image/jpeg', data: await photo('png') }]);
    const url = (body.urls as string[])[0]!;
    const submit = (businessPhotos: string[], n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/listing-requests',
        payload: { ...listingRequestBody(n, 'Bucket'), businessPhotos },
        remoteAddress: `10.9.0.${n}`,
      });

    expect((await submit([url], 1)).statusCode).toBe(201);
    const elsewhere = url.replace(bucket.publicUrl, 'http://elsewhere.example/engine-photos');
    const refused = await submit([elsewhere], 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['businessPhotos.0']).toBe('Please upload photos with the photo picker');
  });

  it('the orphan sweep deletes from the bucket only the photos nothing refers to', async () => {
    await emptyBucket();
    const upload = async () => ((await uploadFiles(t.app, [{ name: 'a.jpg', type: 'image/jpeg', data: await photo('jpeg') }])).body.urls as string[])[0]!;
    const kept = await upload();
    const orphan = await upload();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/listing-requests',
      payload: { ...listingRequestBody(3, 'Sweep'), businessPhotos: [kept] },
      remoteAddress: '10.9.1.1',
    });
    expect(created.statusCode).toBe(201);

    // Young photos stay (a form may still be filled in); a day later only the orphan goes.
    expect((await sweepOrphanUploads(t.database.db, t.app.photos)).deleted).toEqual([]);
    const { deleted } = await sweepOrphanUploads(t.database.db, t.app.photos, { now: Date.now() + 2 * DAY });
    const nameOf = (url: string) => url.slice(`${bucket.publicUrl}/uploads/`.length);
    expect(deleted.sort()).toEqual([nameOf(orphan), nameOf(orphan).replace('.webp', '-thumb.webp')].sort());
    expect((await t.app.photos.list()).map((p) => p.name).sort()).toEqual([nameOf(kept), nameOf(kept).replace('.webp', '-thumb.webp')].sort());
    expect((await fetch(orphan)).status).toBe(404);
  });
});

describe(`uploads into a bucket without a public address (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(bucket.env);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('links photos on this site and streams them from the bucket', async () => {
    const image = await photo('jpeg');
    const { status, body } = await uploadFiles(t.app, [{ name: 'shop.jpg', type: 'image/jpeg', data: image }]);
    expect(status).toBe(201);
    const url = (body.urls as string[])[0]!;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{24}\.webp$/);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1600);

    expect((await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef01234567.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
  });
});

describe(`an unreachable bucket (${testEngine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback.
    t = await createTestApp({ ...bucket.env, S3_ENDPOINT: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses uploads with a 503 and keeps the rest of the site working', async () => {
    const { status, body } = await uploadFiles(t.app, [{ name: 'shop.jpg', type: 'image/jpeg', data: await photo('jpeg') }]);
    expect(status).toBe(503);
    expect(body.error.message).toBe(STORAGE_FAILED);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/listing-requests',
      payload: listingRequestBody(4, 'NoBucket'),
      remoteAddress: '10.9.2.1',
    });
    expect(submitted.statusCode).toBe(201);
  });
});
