// Which photo links are this site's own: its uploads, under this site or under the photo store's public
// address (photo-base.ts). Free of zod, as the forms' schemas and the server use them alike.
import { uploadPath } from './photo-base';

/** The whole URL, the photo store's address included (S3_PUBLIC_URL is at most 100 characters). */
export const STORED_IMAGE_MAX = 200;
const STORED_IMAGE_RE = /^\/uploads\/[\w-]{1,100}\.[a-z0-9]{1,10}$/i;

/**
 * '/uploads/<name>.<ext>' (or the same under the photo store's public address), as the upload route
 * answers; no folders, no dots in the name, no other site.
 */
export function isStoredImageUrl(url: string): boolean {
  return url.length <= STORED_IMAGE_MAX && STORED_IMAGE_RE.test(uploadPath(url));
}

/**
 * Any picture this site serves from its photo store, demo pictures in their folder included: what staff
 * may put on a page (a visitor's form takes only isStoredImageUrl's direct uploads).
 */
export function isSiteUpload(url: string): boolean {
  const path = uploadPath(url);
  return path.startsWith('/uploads/') && isPhotoName(path.slice('/uploads/'.length));
}

/** A photo's name in the store ('ab12.webp', 'demo/salon-1.jpg'): folders and a name, never '..'. */
export const isPhotoName = (name: string) => /^[\w-]+(?:\/[\w-]+)*\.[a-z0-9]+$/i.test(name);
