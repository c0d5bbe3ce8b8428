// The backup file: a gzipped tar holding manifest.json first, the embedded database's own dump
// (database.tar.gz, absent for a PostgreSQL server, whose backup is pg_dump's) and the photos
// (uploads/<name>). Written to a .partial file and renamed, so a backup on disk is always whole.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Whether the file holds the database (the embedded one); a server's is backed up with pg_dump. */
  database: boolean;
  photos: number;
}

/** Photos are stored under random names of this shape; anything else in a backup is refused. */
const PHOTO_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export class BadBackupError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a backup of this site: ${reason}`);
    this.name = 'BadBackupError';
  }
}

async function photoNames(uploadsDir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(uploadsDir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && PHOTO_NAME.test(e.name)).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function writeBackup(file: string, source: { engine: BackupManifest['engine']; database?: Buffer; uploadsDir: string }): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial));
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, size: data.length }, data, (error) => (error ? reject(error) : resolve())));
  try {
    const names = await photoNames(source.uploadsDir);
    const photos: [string, Buffer][] = [];
    for (const name of names) {
      // A photo removed since the listing (the orphan sweep) is simply not in this backup.
      const data = await fs.readFile(path.join(source.uploadsDir, name)).catch(() => null);
      if (data) photos.push([name, data]);
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
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    const name = entry.header.name;
    if (!manifest) {
      if (name !== 'manifest.json') throw new BadBackupError(file, 'it does not start with manifest.json');
      manifest = parseManifest(file, data);
    } else if (name === 'database.tar.gz') {
      database = data;
    } else if (name.startsWith('uploads/') && PHOTO_NAME.test(name.slice('uploads/'.length))) {
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
