// POST /api/uploads: real JPEG and PNG files stored and re-encoded, metadata stripped, non-images refused.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const photo = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 140, b: 40 } } })[format]().toBuffer();

async function upload(files: { name: string; type: string; data: Buffer }[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://localhost/api/uploads', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const stored = (url: string) => path.join(t.config.dataDir, url);

describe('POST /api/uploads', () => {
  it('stores a JPEG and a PNG as resized images with thumbnails', async () => {
    const { status, body } = await upload([
      { name: 'shop.jpg', type: 'image/jpeg', data: await photo('jpeg') },
      { name: 'logo.png', type: 'image/png', data: await photo('png') },
    ]);
    expect(status).toBe(200);
    expect(body.failed).toEqual([]);
    expect(body.urls).toHaveLength(2);
    for (const file of body.files) {
      expect(file.url).toMatch(/^\/uploads\/[a-f0-9]{24}\.webp$/);
      const meta = await sharp(stored(file.url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1600);
      expect((await sharp(stored(file.thumbnailUrl)).metadata()).width).toBe(480);
    }
    const served = await t.app.inject({ method: 'GET', url: body.urls[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('strips GPS and other metadata', async () => {
    const withGps = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Snap 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 45/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { body } = await upload([{ name: 'gps.jpg', type: 'image/jpeg', data: withGps }]);
    const meta = await sharp(stored(body.urls[0])).metadata();
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(stored(body.urls[0])).includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses a text file named .jpg, keeping the good files of the same upload', async () => {
    const { status, body } = await upload([
      { name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a picture') },
      { name: 'ok.png', type: 'image/png', data: await photo('png') },
    ]);
    expect(status).toBe(200);
    expect(body.urls).toHaveLength(1);
    expect(body.failed).toEqual([{ name: 'notes.jpg', message: 'This file is not an image.' }]);
  });

  it('skips a file over 10 MB with its reason', async () => {
    const { body } = await upload([{ name: 'huge.jpg', type: 'image/jpeg', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }]);
    expect(body.urls).toEqual([]);
    expect(body.failed).toEqual([{ name: 'huge.jpg', message: 'This image is larger than 10 MB.' }]);
  });

  it('refuses more than 10 files and a request that is not multipart', async () => {
    const tiny = await photo('png');
    const tooMany = await upload(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: tiny })));
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error.message).toBe('At most 10 images at a time.');
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });
});
