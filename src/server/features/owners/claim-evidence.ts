// Claims' document photos (a licence, an ID): kept in the photo store's private area, in a folder per
// account, never under /uploads/; staff read them through the admin route; and they are deleted 30 days
// after the claim is decided. A claim whose document still has a public '/uploads/' URL has it moved into
// the private area by the sweep (the public copy, then named by nothing, goes with the uploads sweep).
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { isPhotoName } from '@shared/photo-links';
import type { Db, DbOrTx } from '@server/db/client';
import { notFound } from '@server/http-error';
import { DAY } from '@server/plugins/rate-limit';
import type { PhotoFile, PhotoStore, PrivateAreaName, PrivateFiles } from '../uploads';
import { claimsWithPublicEvidence, evidencePhotoOf, evidencePhotosKept, forgetDecidedEvidence, replaceEvidencePhoto } from './claim-evidence.repo';

/** How long a decided claim keeps its document photo. */
export const EVIDENCE_KEPT_MS = 30 * DAY;
/** A document uploaded but never sent with a claim is deleted after this long. */
export const UNCLAIMED_EVIDENCE_MS = DAY;
export const NO_EVIDENCE = 'This claim has no document photo.';

export const evidenceFiles = (photos: PhotoStore): PrivateFiles => photos.privateArea('claim-evidence' satisfies PrivateAreaName);

/** Where an account's upload is kept: a claim can name only its own account's uploads. */
export const evidenceKey = (accountId: number, photoId: string) => `${accountId}/${photoId}`;

const thumbnailOf = (name: string) => name.replace(/(\.[^./]+)$/, '-thumb$1');
/** A display image and its thumbnail belong together: 'x-thumb.webp' goes with 'x.webp'. */
const displayOf = (name: string) => name.replace(/-thumb(\.[^./]+)$/, '$1');

/** The name in the public photo store of a document stored as a '/uploads/' URL (before evidence was private). */
export function publicEvidenceName(stored: string): string | null {
  const name = /\/uploads\/([A-Za-z0-9_./-]+)$/.exec(stored)?.[1];
  return name && isPhotoName(name) ? name : null;
}

/** The claim's document photo, or its thumbnail; 404 when the claim, or its photo, is not there. */
export async function openClaimEvidence(db: DbOrTx, photos: PhotoStore, claimId: number, size: 'full' | 'thumbnail') {
  const stored = await evidencePhotoOf(db, claimId);
  if (stored === undefined) throw notFound('Claim not found');
  if (stored === null) throw notFound(NO_EVIDENCE);
  const legacy = publicEvidenceName(stored);
  // An old link that was never one of our photos waits for the sweep to clear it.
  if (!legacy && !isPhotoName(stored)) throw notFound(NO_EVIDENCE);
  const files: PrivateFiles = legacy ? photos : evidenceFiles(photos);
  const name = legacy ?? stored;
  // A document moved from the public store may have come without its thumbnail.
  const file = (size === 'thumbnail' ? await files.open(thumbnailOf(name)) : null) ?? (await files.open(name));
  if (!file) throw notFound(NO_EVIDENCE);
  return file;
}

export interface EvidenceSweepResult {
  /** Documents of claims decided more than EVIDENCE_KEPT_MS ago. */
  forgotten: number;
  /** Public documents of older claims moved into the private area. */
  moved: number;
  deleted: string[];
}

/**
 * Forgets the documents of claims decided 30 days ago, moves public ones into the private area, and
 * deletes every private file no claim names: those forgotten at once, uploads never sent after a day.
 */
export async function sweepClaimEvidence(db: Db, photos: PhotoStore, { now = Date.now() }: { now?: number } = {}): Promise<EvidenceSweepResult> {
  const files = evidenceFiles(photos);
  const forgotten = await forgetDecidedEvidence(db, new Date(now - EVIDENCE_KEPT_MS));
  const moved = await movePublicEvidence(db, photos, files);

  const stored = await files.list();
  // Read after listing: a claim sent meanwhile names a file this sweep already saw.
  const named = await evidencePhotosKept(db);
  const past = new Set(forgotten.filter((photo) => !publicEvidenceName(photo)));
  const cutoff = now - UNCLAIMED_EVIDENCE_MS;
  const deleted = stored
    .filter((file) => {
      const key = displayOf(file.name);
      return !named.has(key) && (past.has(key) || file.modifiedMs <= cutoff);
    })
    .map((file) => file.name);
  await files.remove(deleted);
  return { forgotten: forgotten.length, moved, deleted };
}

/** Copies each public document (and its thumbnail) into the claimant's private folder, then points the claim there. */
async function movePublicEvidence(db: Db, photos: PhotoStore, files: PrivateFiles): Promise<number> {
  let moved = 0;
  for (const claim of await claimsWithPublicEvidence(db)) {
    const name = publicEvidenceName(claim.evidencePhoto!);
    const display = name ? await photos.open(name) : null;
    // With the display image gone (or a URL that was never a photo), there is nothing left to show.
    let key: string | null = null;
    if (name && display) {
      key = evidenceKey(claim.accountId, path.posix.basename(name));
      const copies: PhotoFile[] = [{ name: key, data: await buffer(display.body), contentType: display.contentType }];
      const thumbnail = await photos.open(thumbnailOf(name));
      if (thumbnail) copies.push({ name: thumbnailOf(key), data: await buffer(thumbnail.body), contentType: thumbnail.contentType });
      await files.save(copies);
    }
    if ((await replaceEvidencePhoto(db, claim.id, claim.evidencePhoto!, key)) && key) moved++;
  }
  return moved;
}
