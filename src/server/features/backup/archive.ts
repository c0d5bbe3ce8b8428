// The backup file: a gzipped tar holding manifest.json first, the embedded database's own dump
// (database.tar.gz, absent for a PostgreSQL server, whose backup is pg_dump's) and the photos
// (uploads/<name>, demo pictures in their folder too). Written to a .partial file and renamed, so a backup on disk is always whole.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { isPhotoName } from '@shared/photo-links';
import type { PhotoStore } from '@server/features/uploads';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Whether the file holds the database (the embedded one); a server's is backed up with pg_dump. */
  database: boolean;
  photos: number;
}

export class BadBackupError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a backup of this site: ${reason}`);
    this.name = 'BadBackupError';
  }
}

export async function writeBackup(file: string, source: { engine: BackupManifest['engine']; database?: Buffer; photos: PhotoStore }): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial));
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, size: data.length }, data, (error) => (error ? reject(error) : resolve())));
  try {
    const photos: [string, Buffer][] = [];
    for (const { name } of await source.photos.list()) {
      // A photo removed since the listing (the orphan sweep) is simply not in this backup.
      const opened = isPhotoName(name) ? await source.photos.open(name).catch(() => null) : null;
      if (opened) photos.push([name, await buffer(opened.body)]);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      engine: source.engine,
      database: Boolean(source.database),
      photos: photos.length,
    };
    await add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    if (source.database) await add('database.tar.gz', source.database);
    for (const [name, data] of photos) await add(`uploads/${name}`, data);
    pack.finalize();
    await written;
    await fs.rename(partial, file);
    return manifest;
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await fs.rm(partial, { force: true });
    throw error;
  }
}

export interface BackupContents {
  manifest: BackupManifest;
  database?: Buffer;
  photos: [string, Buffer][];
}

/** Reads a whole backup, checking its shape; a file that is not one throws BadBackupError. */
export async function readBackup(file: string): Promise<BackupContents> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract).catch((error: Error) => {
    throw new BadBackupError(file, error.message);
  });
  let manifest: BackupManifest | undefined;
  let database: Buffer | undefined;
  const photos: [string, Buffer][] = [];
  for await (const entry of extract) {
    const data = await buffer(entry);
    const name = entry.header.name;
    if (!manifest) {
      if (name !== 'manifest.json') throw new BadBackupError(file, 'it does not start with manifest.json');
      manifest = parseManifest(file, data);
    } else if (name === 'database.tar.gz') {
      database = data;
    } else if (name.startsWith('uploads/') && isPhotoName(name.slice('uploads/'.length))) {
      photos.push([name.slice('uploads/'.length), data]);
    } else {
      throw new BadBackupError(file, `unexpected entry ${JSON.stringify(name)}`);
    }
  }
  await reading;
  if (!manifest) throw new BadBackupError(file, 'it is empty');
  if (manifest.database && !database) throw new BadBackupError(file, 'the database is missing');
  if (photos.length !== manifest.photos) throw new BadBackupError(file, `${manifest.photos} photos announced, ${photos.length} found`);
  return { manifest, database, photos };
}

function parseManifest(file: string, data: Buffer): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(data.toString('utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BadBackupError(file, 'manifest.json is not JSON');
  }
  if (value.format !== BACKUP_FORMAT) throw new BadBackupError(file, `format ${String(value.format)} is not ${BACKUP_FORMAT}`);
  return value as BackupManifest;
}
