// The images a visitor's form may carry: only what POST /api/uploads stored on this site, never another
// site's address (a page would otherwise load, and the site vouch for, any picture from anywhere).
import { z } from 'zod';
import { finalLimit } from './text';
import { isStoredImageUrl, STORED_IMAGE_MAX } from '../photo-links';

/** A stored image's URL, with the form's one message for anything else (an over-long value included). */
export const storedImageUrl = (message: string) => z.string().max(STORED_IMAGE_MAX, finalLimit(message)).refine(isStoredImageUrl, message);
