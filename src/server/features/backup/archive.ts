// The backup file: a gzipped tar holding manifest.json first, the embedded database's own dump
// (database.tar.gz, absent for a PostgreSQL server, whose backup is pg_dump's) and the photos
// (uploads/<name>, demo pictures in their folder too) and the private files (private/<area>/<name>, such as
// claims' documents). Written to a .partial file and renamed, so a backup on disk is always whole.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { isPhotoName } from '@shared/photo-links';
import { PRIVATE_AREAS, type PhotoStore, type PrivateAreaName, type PrivateFiles } from '@server/features/uploads';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Whether the file holds the database (the embedded one); a server's is backed up with pg_dump. */
  database: boolean;
  photos: number;
  /** Files of the private areas (absent in backups made before there were any). */
  privateFiles?: number;
}

/** A file of a private area: its area, its name there and its bytes. */
export type PrivateEntry = [PrivateAreaName, string, Buffer];

export class BadBackupError extends Error {
  constructor(file: string, reason: string) {
    super(`${file} is not a backup of this site: ${reason}`);
    this.name = 'BadBackupError';
  }
}

export async function writeBackup(file: string, source: { engine: BackupManifest['engine']; database?: Buffer; photos: PhotoStore }): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  // Loaded with the first backup, not at every start.
  const { default: tar } = await import('tar-stream');
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial));
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, size: data.length }, data, (error) => (error ? reject(error) : resolve())));
  try {
    const photos = await filesOf(source.photos);
    const privateFiles: PrivateEntry[] = [];
    for (const area of PRIVATE_AREAS) {
      for (const [name, data] of await filesOf(source.photos.privateArea(area))) privateFiles.push([area, name, data]);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      engine: source.engine,
      database: Boolean(source.database),
      photos: photos.length,
      privateFiles: privateFiles.length,
    };
    await add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    if (source.database) await add('database.tar.gz', source.database);
    for (const [name, data] of photos) await add(`uploads/${name}`, data);
    for (const [area, name, data] of privateFiles) await add(`private/${area}/${name}`, data);
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

/** Every file of an area that is there to read; one removed since it was listed (a sweep) is simply left out. */
async function filesOf(files: PrivateFiles): Promise<[string, Buffer][]> {
  const found: [string, Buffer][] = [];
  for (const { name } of await files.list()) {
    const opened = isPhotoName(name) ? await files.open(name).catch(() => null) : null;
    if (opened) found.push([name, await buffer(opened.body)]);
  }
  return found;
}

export interface BackupContents {
  manifest: BackupManifest;
  database?: Buffer;
  photos: [string, Buffer][];
  privateFiles: PrivateEntry[];
}

/** 'private/claim-evidence/12/x.webp' as its area and name, or null for any other entry. */
function privateEntryOf(name: string): [PrivateAreaName, string] | null {
  const [top, area, ...rest] = name.split('/');
  const inner = rest.join('/');
  const known = PRIVATE_AREAS.find((a) => a === area);
  return top === 'private' && known && isPhotoName(inner) ? [known, inner] : null;
}

/** Reads a whole backup, checking its shape; a file that is not one throws BadBackupError. */
export async function readBackup(file: string): Promise<BackupContents> {
  const { default: tar } = await import('tar-stream');
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract).catch((error: Error) => {
    throw new BadBackupError(file, error.message);
  });
  let manifest: BackupManifest | undefined;
  let database: Buffer | undefined;
  const photos: [string, Buffer][] = [];
  const privateFiles: PrivateEntry[] = [];
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
    } else if (privateEntryOf(name)) {
      privateFiles.push([...privateEntryOf(name)!, data]);
    } else {
      throw new BadBackupError(file, `unexpected entry ${JSON.stringify(name)}`);
    }
  }
  await reading;
  if (!manifest) throw new BadBackupError(file, 'it is empty');
  if (manifest.database && !database) throw new BadBackupError(file, 'the database is missing');
  if (photos.length !== manifest.photos) throw new BadBackupError(file, `${manifest.photos} photos announced, ${photos.length} found`);
  if (privateFiles.length !== (manifest.privateFiles ?? 0)) {
    throw new BadBackupError(file, `${manifest.privateFiles ?? 0} private files announced, ${privateFiles.length} found`);
  }
  return { manifest, database, photos, privateFiles };
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
