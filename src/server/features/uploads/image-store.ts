// Stores uploaded images: checks the content is an image of bounded size from its header alone, re-encodes
// it (which drops metadata such as GPS position), and keeps a display size and a thumbnail in the photo
// store with random names.
import { randomBytes } from 'node:crypto';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import type { PhotoStore, PrivateFiles } from './photo-store';

export { MAX_UPLOAD_BYTES as MAX_FILE_BYTES, MAX_UPLOAD_FILES as MAX_FILES } from '@shared/schemas/upload';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const DISPLAY_SIZE = 1600;
const THUMB_SIZE = 480;
/** Widest or highest image accepted; a phone's largest photos are about 8,000 px. */
export const MAX_DIMENSION = 10_000;
/** At most this many pixels are ever decoded (about 160 MB as RGBA). */
export const MAX_PIXELS = 40_000_000;
/** Decodes at once: each may hold up to MAX_PIXELS in memory, so a burst of uploads queues instead. */
const MAX_DECODES = 2;

/** Every sharp instance that decodes pixels: libvips refuses more pixels, and corrupt data fails. */
const DECODE_OPTIONS: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: 'error' };

export const REFUSALS = {
  notAnImage: 'This file is not an image.',
  tooBig: 'This image is larger than 10 MB.',
  tooManyPixels: 'This image is too large (over 10,000 pixels wide or high).',
  tooManyMegapixels: 'This image is too large (over 40 megapixels).',
  unreadable: 'This image could not be read.',
} as const;

/** too-large: the file is an image but too big (bytes or pixels); unusable: not an image, or broken. */
export type RefusalKind = 'too-large' | 'unusable';

export class ImageRefusedError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRefusedError';
  }
}

export interface SavedImage {
  /** The display size's and the thumbnail's names in the store. */
  names: string[];
  width: number;
  height: number;
}

export interface StoredImage extends SavedImage {
  url: string;
  thumbnailUrl: string;
}

/** The file starts like one of the accepted formats, so sharp never parses SVG, PDF or other formats. */
function looksLikeAcceptedImage(b: Buffer): boolean {
  const ascii = (start: number, end: number) => b.toString('latin1', start, end);
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    ascii(0, 8) === '\x89PNG\r\n\x1a\n' ||
    ascii(0, 4) === 'GIF8' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp' ||
    ascii(0, 4) === 'II*\0' ||
    ascii(0, 4) === 'MM\0*'
  );
}

/** Reads the header only (no pixels are decoded) and refuses anything that is not an image of a sane size. */
export async function checkImage(input: Buffer): Promise<{ format: string; width: number; height: number }> {
  if (!looksLikeAcceptedImage(input)) throw new ImageRefusedError('unusable', REFUSALS.notAnImage);
  let meta: Metadata;
  try {
    // No pixel limit here: the header's size is what is checked below, with a clearer answer.
    meta = await (await loadSharp())(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError('unusable', REFUSALS.notAnImage);
  }
  const { format, width, height } = meta;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw new ImageRefusedError('unusable', REFUSALS.notAnImage);
  if (width > MAX_DIMENSION || height > MAX_DIMENSION) throw new ImageRefusedError('too-large', REFUSALS.tooManyPixels);
  if (width * height > MAX_PIXELS) throw new ImageRefusedError('too-large', REFUSALS.tooManyMegapixels);
  return { format, width, height };
}

export async function storeImage(store: PhotoStore, input: Buffer): Promise<StoredImage> {
  const saved = await saveImage(store, input);
  return { ...saved, url: store.urlOf(saved.names[0]!), thumbnailUrl: store.urlOf(saved.names[1]!) };
}

/** storeImage for any area of the store, a private one included: the files' names, in `folder` when given. */
export async function saveImage(store: Pick<PrivateFiles, 'save'>, input: Buffer, folder?: string): Promise<SavedImage> {
  await checkImage(input);
  const release = await decodeSlot();
  let display: { data: Buffer; info: OutputInfo };
  let thumbnail: Buffer;
  try {
    // rotate() applies the camera's orientation before the metadata is dropped.
    const base = (await loadSharp())(input, DECODE_OPTIONS).rotate();
    display = await base
      .clone()
      .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    thumbnail = await base.clone().resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
  } finally {
    release();
  }
  const name = (folder ? `${folder}/` : '') + randomBytes(12).toString('hex');
  const names = { full: `${name}.webp`, thumb: `${name}-thumb.webp` };
  await store.save([
    { name: names.full, data: display.data, contentType: 'image/webp' },
    { name: names.thumb, data: thumbnail, contentType: 'image/webp' },
  ]);
  return { names: [names.full, names.thumb], width: display.info.width, height: display.info.height };
}

/**
 * sharp and its image library (about 25 MB resident), loaded with the first photo rather than at start.
 * Its cache of decoded images and operations (up to 50 MB) is off: each photo is read once.
 */
export async function loadSharp() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
}

let decoding = 0;
const waiting: (() => void)[] = [];

/** Waits for one of MAX_DECODES slots; the returned function frees it. */
async function decodeSlot(): Promise<() => void> {
  if (decoding >= MAX_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding++;
  // A freed slot passes straight to the next waiter, so the count only drops when nobody waits.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else decoding--;
  };
}
