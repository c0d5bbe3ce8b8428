// Deletes uploaded photos nothing refers to: images a visitor uploaded but never submitted, or that an
// admin removed. Only files older than a day go, so a form still being filled in keeps its photos.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { DbOrTx } from '@server/db/client';
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
  uploadsDir: string,
  { olderThanMs = ORPHAN_AGE_MS, now = Date.now() }: SweepOptions = {},
): Promise<SweepResult> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
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
    const key = groupKey(file);
    const group = groups.get(key) ?? { files: [], young: false };
    groups.set(key, group);
    group.files.push(file);
    if (referenced.has(key) || group.young) continue;
    const stat = await fs.stat(path.join(uploadsDir, file)).catch(() => null);
    if (!stat || stat.mtimeMs > cutoff) group.young = true;
  }

  const deleted: string[] = [];
  for (const [key, group] of groups) {
    if (referenced.has(key) || group.young) continue;
    for (const file of group.files) {
      await fs.rm(path.join(uploadsDir, file), { force: true });
      deleted.push(file);
    }
  }
  return { deleted, kept: files.length - deleted.length };
}

export interface UploadSweepOptions {
  db: DbOrTx;
  uploadsDir: string;
  everyMs?: number;
  /** The first sweep, a while after start so that it never competes with start-up. */
  firstAfterMs?: number;
}

/** Sweeps orphan uploads every hour while the app runs; the timers never keep the process alive. */
export const uploadSweep: FastifyPluginAsync<UploadSweepOptions> = async (app, { db, uploadsDir, everyMs = HOUR, firstAfterMs = 5 * 60 * 1000 }) => {
  let running: Promise<void> | null = null;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = sweepOrphanUploads(db, uploadsDir)
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
