// `--copy-photos`: the photos imported or uploaded listings link to on the old host, downloaded and put through the
// same checks as an upload (an image of a sane size, re-encoded, with a thumbnail) into this site's photo
// store, and the links pointed at the copies. It runs after the import, outside its transactions: a photo
// that fails stays a link, is reported, and the next run tries it again; a copied one is never fetched twice.
import { and, eq, sql } from 'drizzle-orm';
import { isSiteUpload } from '@shared/photo-links';
import type { Db } from '@server/db/client';
import { listings } from '@server/db/schema';
import { ImageRefusedError, MAX_FILE_BYTES, storeImage, type PhotoStore } from '../uploads';

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
  /** How the photos are fetched (tests and the command pass fetch). */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

const isElsewhere = (url: string) => !isSiteUpload(url);

/** The photo's bytes, refused past the upload limit before they are all read. */
async function download(fetcher: typeof globalThis.fetch, url: string, timeoutMs: number): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new Error('not a web address');
  const res = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`the old host answered ${res.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

const reasonOf = (error: unknown) =>
  error instanceof ImageRefusedError
    ? error.message
    : error instanceof Error && error.name === 'TimeoutError'
      ? 'no answer in time'
      : error instanceof Error
        ? error.message
        : String(error);

export async function copyImportedPhotos(db: Db, store: PhotoStore, options: PhotoCopyOptions = {}): Promise<PhotoCopyReport> {
  const { dryRun = false, fetch: fetcher = globalThis.fetch, timeoutMs = 15_000, concurrency = 4, onProgress } = options;
  const rows = await db
    .select({ id: listings.id, listingNumber: listings.listingNumber, photos: listings.businessPhotos })
    .from(listings)
    .where(sql`jsonb_array_length(${listings.businessPhotos}) > 0`);
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
        copies.set(url, (await storeImage(store, await download(fetcher, url, timeoutMs))).url);
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
    const updated = await db
      .update(listings)
      .set({ businessPhotos: photos, updatedAt: new Date() })
      .where(and(eq(listings.id, row.id), sql`${listings.businessPhotos} = ${JSON.stringify(row.photos)}::jsonb`))
      .returning({ id: listings.id });
    report.relinked += updated.length;
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
