// Stores uploaded images: checks the content is an image, re-encodes it (which drops metadata such as
// GPS position), and writes a display size and a thumbnail under DATA_DIR/uploads with random names.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export { MAX_UPLOAD_BYTES as MAX_FILE_BYTES, MAX_UPLOAD_FILES as MAX_FILES } from '@shared/schemas/upload';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const DISPLAY_SIZE = 1600;
const THUMB_SIZE = 480;

export interface StoredImage {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export class NotAnImageError extends Error {}

export async function storeImage(uploadsDir: string, input: Buffer): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new NotAnImageError('This file is not an image.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError('This file is not an image.');

  // rotate() applies the camera's orientation before the metadata is dropped.
  const base = sharp(input, { failOn: 'error' }).rotate();
  const name = randomBytes(12).toString('hex');
  await fs.mkdir(uploadsDir, { recursive: true });
  const display = await base
    .clone()
    .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(path.join(uploadsDir, `${name}.webp`));
  await base
    .clone()
    .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72 })
    .toFile(path.join(uploadsDir, `${name}-thumb.webp`));
  return { url: `/uploads/${name}.webp`, thumbnailUrl: `/uploads/${name}-thumb.webp`, width: display.width, height: display.height };
}

/** The thumbnail of a stored display image, or the URL itself for images stored elsewhere. */
export function thumbnailOf(url: string): string {
  return /^\/uploads\/[a-f0-9]{24}\.webp$/.test(url) ? url.replace(/\.webp$/, '-thumb.webp') : url;
}
