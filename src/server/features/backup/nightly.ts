// Backups the server makes by itself when BACKUP_DIR is set: one a day (checked every hour, so a
// restarted server does not make extra ones), the newest BACKUP_KEEP kept, older ones removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '@server/plugins/housekeeping';
import { DAY, HOUR, MINUTE } from '@server/plugins/rate-limit';
import type { BackupManifest } from './archive';

const NAME = /^backup-(\d{8}T\d{6}Z)\.tar\.gz$/;

export interface BackupListing {
  count: number;
  last: { file: string; createdAt: string; bytes: number } | null;
}

const fileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/** The backups in dir, newest first (by the time in their names). */
async function backupFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => NAME.test(name)).sort((a, b) => b.localeCompare(a));
}

export async function listBackups(dir: string): Promise<BackupListing> {
  const files = await backupFiles(dir);
  if (!files.length) return { count: 0, last: null };
  const newest = files[0]!;
  const stat = await fs.stat(path.join(dir, newest));
  return { count: files.length, last: { file: newest, createdAt: stat.mtime.toISOString(), bytes: stat.size } };
}

/** Makes today's backup unless the newest is less than a day old; removes all but the newest `keep`. */
export async function backUpIfDue(dir: string, keep: number, backUp: (file: string) => Promise<BackupManifest>, now = new Date()): Promise<string | null> {
  await fs.mkdir(dir, { recursive: true });
  const { last } = await listBackups(dir);
  if (last && now.getTime() - Date.parse(last.createdAt) < DAY - HOUR) return null;
  const file = path.join(dir, fileName(now));
  await backUp(file);
  for (const old of (await backupFiles(dir)).slice(keep)) await fs.rm(path.join(dir, old), { force: true });
  return file;
}

export function scheduleNightlyBackups(app: FastifyInstance, dir: string, keep: number, backUp: (file: string) => Promise<BackupManifest>) {
  const job = async () => {
    const file = await backUpIfDue(dir, keep, backUp);
    if (file) app.log.info({ file }, 'backup written');
  };
  // Checked every hour; the first check a minute after start, so that a new site has a backup soon.
  scheduleJob(app, 'nightly backup', HOUR, job, MINUTE);
}
