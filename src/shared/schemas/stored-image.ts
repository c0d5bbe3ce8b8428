// The images a visitor's form may carry: only what POST /api/uploads stored on this site, never another
// site's address (a page would otherwise load, and the site vouch for, any picture from anywhere).
import { z } from 'zod';
import { finalLimit } from './text';

const STORED_IMAGE_MAX = 200;
const STORED_IMAGE_RE = /^\/uploads\/[\w-]{1,100}\.[a-z0-9]{1,10}$/i;

/** '/uploads/<name>.<ext>', as the upload route answers; no folders, no dots in the name, no scheme. */
export function isStoredImageUrl(url: string): boolean {
  return url.length <= STORED_IMAGE_MAX && STORED_IMAGE_RE.test(url);
}

/**
 * Any picture this site serves from its photo store, demo pictures in their folder included: what staff
 * may put on a page (a visitor's form takes only isStoredImageUrl's direct uploads).
 */
export const isSiteUpload = (url: string) => /^\/uploads\/[\w-]+(?:\/[\w-]+)*\.[a-z0-9]+$/i.test(url);

/** A stored image's URL, with the form's one message for anything else (an over-long value included). */
export const storedImageUrl = (message: string) => z.string().max(STORED_IMAGE_MAX, finalLimit(message)).refine(isStoredImageUrl, message);
