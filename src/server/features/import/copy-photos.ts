// `--copy-photos`: the photos imported or uploaded listings link to on the old host, downloaded and put through the
// same checks as an upload (an image of a sane size, re-encoded, with a thumbnail) into this site's photo
// store, and the links pointed at the copies. It runs after the import, outside its transactions: a photo
// that fails stays a link, is reported, and the next run tries it again; a copied one is never fetched twice.
// Links (and redirects) to this machine or its private networks are refused without a request and reported.
import { isSiteUpload } from '@shared/photo-links';
import type { Db } from '@server/db/client';
import { RefusedUrlError, ResponseTooLargeError, safeFetch, type SafeFetchPolicy } from '@server/net/safe-fetch';
import { MAX_FILE_BYTES, storeImage, type PhotoStore } from '../uploads';
import { listingsWithPhotos, relinkListingPhotos } from './copy-photos.repo';

export interface PhotoCopyFailure {
  url: string;
  /** The listings that link to it. */
  listingNumbers: string[];
  reason: string;
}

export interface PhotoCopyReport {
  /** Imported listings with photos still on another host, before this run. */
  listings: number;
  /** Distinct photos found on other hosts. */
  photos: number;
  copied: number;
  /** Listings whose links now point at the copies. */
  relinked: number;
  failed: PhotoCopyFailure[];
  dryRun: boolean;
}

export interface PhotoCopyOptions {
  dryRun?: boolean;
  /** Only public hosts on the web ports are fetched; tests trust their server on this machine here. */
  fetchPolicy?: SafeFetchPolicy;
  timeoutMs?: number;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

const isElsewhere = (url: string) => !isSiteUpload(url);

/** The photo's bytes, refused past the upload limit before they are all read. */
async function download(url: string, timeoutMs: number, policy: SafeFetchPolicy | undefined): Promise<Buffer> {
  const res = await safeFetch(url, { timeoutMs, maxBytes: MAX_FILE_BYTES, policy });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new Error(`the old host answered ${res.status}`);
  }
  return Buffer.from(await res.arrayBuffer());
}

// A refused photo is reported by its link and why, never by anything an internal address answered: the
// report must not let an imported file read the operator's network.
const reasonOf = (error: unknown) =>
  error instanceof RefusedUrlError
    ? `refused${error.redirected ? ' after a redirect' : ''}: ${error.reason}`
    : error instanceof ResponseTooLargeError
      ? `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`
      : error instanceof Error && error.name === 'TimeoutError'
        ? 'no answer in time'
        : error instanceof Error
          ? error.message
          : String(error);

export async function copyImportedPhotos(db: Db, store: PhotoStore, options: PhotoCopyOptions = {}): Promise<PhotoCopyReport> {
  const { dryRun = false, fetchPolicy, timeoutMs = 15_000, concurrency = 4, onProgress } = options;
  const rows = await listingsWithPhotos(db);
  const elsewhere = rows.filter((r) => r.photos.some(isElsewhere));
  const linkedFrom = new Map<string, string[]>();
  for (const row of elsewhere) for (const url of row.photos.filter(isElsewhere)) linkedFrom.set(url, [...(linkedFrom.get(url) ?? []), row.listingNumber]);
  const report: PhotoCopyReport = { listings: elsewhere.length, photos: linkedFrom.size, copied: 0, relinked: 0, failed: [], dryRun };
  if (dryRun || !linkedFrom.size) return report;

  const copies = new Map<string, string>();
  const queue = [...linkedFrom.keys()];
  let done = 0;
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        copies.set(url, (await storeImage(store, await download(url, timeoutMs, fetchPolicy))).url);
      } catch (error) {
        report.failed.push({ url, listingNumbers: linkedFrom.get(url)!, reason: reasonOf(error) });
      }
      onProgress?.(++done, linkedFrom.size);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  report.copied = copies.size;

  for (const row of elsewhere) {
    const photos = row.photos.map((url) => copies.get(url) ?? url);
    if (photos.every((url, i) => url === row.photos[i])) continue;
    // Only if the listing still has the photos read above: an edit meanwhile wins, and the next run retries.
    if (await relinkListingPhotos(db, row.id, row.photos, photos)) report.relinked++;
  }
  report.failed.sort((a, b) => a.url.localeCompare(b.url));
  return report;
}

/** The closing lines of a photo copy: counts, then one line for each photo that stayed a link. */
export function formatPhotoCopyReport(r: PhotoCopyReport): string {
  if (r.dryRun) return `Photos: ${r.photos} photos of ${r.listings} imported listings are on another host and would be copied.`;
  const lines = [`Photos: ${r.copied} of ${r.photos} copied to this site; ${r.relinked} listings now link to the copies.`];
  if (r.failed.length) {
    lines.push(`${r.failed.length} photos stayed links (the next run with --copy-photos tries them again):`);
    for (const f of r.failed) lines.push(`  ${f.url} (listing ${f.listingNumbers.join(', ')}): ${f.reason}`);
  }
  return lines.join('\n');
}
