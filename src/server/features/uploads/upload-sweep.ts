// Deletes uploaded photos nothing refers to: images a visitor uploaded but never submitted, or that an
// admin removed. Only files older than a day go, so a form still being filled in keeps its photos.
import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTx } from '@server/db/client';
import type { PhotoStore } from './photo-store';
import { referencedUploadPaths } from './uploads.repo';

const HOUR = 60 * 60 * 1000;
export const ORPHAN_AGE_MS = 24 * HOUR;

export interface SweepOptions {
  olderThanMs?: number;
  now?: number;
}

export interface SweepResult {
  deleted: string[];
  kept: number;
}

/** A display image and its thumbnail share a key: 'x-thumb.webp' belongs to 'x.webp'. */
const groupKey = (relative: string) => relative.replace(/-thumb(\.[^./]+)$/, '$1');

export async function sweepOrphanUploads(
  db: DbOrTx,
  store: PhotoStore,
  { olderThanMs = ORPHAN_AGE_MS, now = Date.now() }: SweepOptions = {},
): Promise<SweepResult> {
  const files = await store.list();
  if (!files.length) return { deleted: [], kept: 0 };

  // Read after listing the files: a photo submitted meanwhile is then seen as referenced.
  const referenced = new Set<string>();
  for (const ref of await referencedUploadPaths(db)) {
    // A URL at the end of a sentence in free text may carry the full stop.
    referenced.add(groupKey(ref));
    referenced.add(groupKey(ref.replace(/\.+$/, '')));
  }

  const groups = new Map<string, { files: string[]; young: boolean }>();
  const cutoff = now - olderThanMs;
  for (const file of files) {
    const key = groupKey(file.name);
    const group = groups.get(key) ?? { files: [], young: false };
    groups.set(key, group);
    group.files.push(file.name);
    if (file.modifiedMs > cutoff) group.young = true;
  }

  const deleted = [...groups].filter(([key, group]) => !referenced.has(key) && !group.young).flatMap(([, group]) => group.files);
  await store.remove(deleted);
  return { deleted, kept: files.length - deleted.length };
}

export interface UploadSweepOptions {
  db: DbOrTx;
  store: PhotoStore;
  everyMs?: number;
  /** The first sweep, a while after start so that it never competes with start-up. */
  firstAfterMs?: number;
}

/** Sweeps orphan uploads every hour while the app runs; the timers never keep the process alive. */
export const uploadSweep: FastifyPluginAsync<UploadSweepOptions> = async (app, { db, store, everyMs = HOUR, firstAfterMs = 5 * 60 * 1000 }) => {
  let running: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = sweepOrphanUploads(db, store)
      .then(({ deleted }) => {
        if (deleted.length) app.log.info({ count: deleted.length }, 'deleted unreferenced uploads');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, everyMs).unref();
  }, firstAfterMs).unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(interval);
    // A sweep under way finishes before the database it reads is closed.
    await running;
  });
};
