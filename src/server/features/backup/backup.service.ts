// Backing up and restoring a site: the database (the embedded one; a PostgreSQL server is backed up
// with pg_dump), the photos of DATA_DIR/uploads and the private files of DATA_DIR/private.
import fs from 'node:fs';
import path from 'node:path';
import { uploadsDirOf } from '@server/config';
import { dataDirHolder, type Database } from '@server/db/client';
import { LocalPhotoStore } from '@server/features/uploads';
import { readBackup, writeBackup, type BackupManifest } from './archive';

const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/** A consistent backup of a serving database: the database first, then the photos it names. */
export async function backUp(file: string, database: Pick<Database, 'kind' | 'dump'>, dataDir: string): Promise<BackupManifest> {
  const dump = database.dump ? await database.dump() : undefined;
  return writeBackup(path.resolve(file), { engine: database.kind, database: dump, photos: new LocalPhotoStore(uploadsDirOf(dataDir)) });
}

const privateDirOf = (dataDir: string) => path.join(dataDir, 'private');

/** What of a data directory a restore would overwrite: its database, its photos and its private files. */
function occupied(dataDir: string): string[] {
  return [pgdataOf(dataDir), uploadsDirOf(dataDir), privateDirOf(dataDir)].filter((dir) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0);
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a backup into dataDir, which must hold no database and no photos; with `replace`, what it
 * holds is moved aside to dataDir/replaced-<time> first (never deleted). Never while a server runs on it.
 */
export async function restore(file: string, dataDir: string, options: { replace?: boolean } = {}): Promise<BackupManifest & { replacedTo?: string }> {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new RestoreRefusedError(`A server (pid ${holder}) is running on ${dataDir}. Stop it before restoring.`);
  const contents = await readBackup(file);
  const inTheWay = occupied(dataDir);
  let replacedTo: string | undefined;
  if (inTheWay.length && !options.replace) {
    throw new RestoreRefusedError(
      `${dataDir} already holds a site (${inTheWay.map((d) => path.basename(d)).join(', ')}). Restore into an empty folder, or add --replace to move it aside.`,
    );
  }
  if (inTheWay.length) {
    replacedTo = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    fs.mkdirSync(replacedTo, { recursive: true });
    for (const dir of inTheWay) fs.renameSync(dir, path.join(replacedTo, path.basename(dir)));
  }
  fs.mkdirSync(dataDir, { recursive: true });
  if (contents.database) {
    // Loaded here only: the server itself never opens PGlite in its main thread.
    // The extensions the worker opens the database with (src/server/db/pglite-worker.mjs).
    const [{ PGlite }, { cube }, { fuzzystrmatch }, { pg_trgm }, { unaccent }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/cube'),
      import('@electric-sql/pglite/contrib/fuzzystrmatch'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('@electric-sql/pglite/contrib/unaccent'),
    ]);
    const extensions = { cube, fuzzystrmatch, pg_trgm, unaccent };
    const db = await PGlite.create({ dataDir: pgdataOf(dataDir), loadDataDir: new Blob([new Uint8Array(contents.database)]), extensions });
    await db.close();
  }
  const uploadsDir = uploadsDirOf(dataDir);
  fs.mkdirSync(uploadsDir, { recursive: true });
  for (const [name, data] of contents.photos) {
    const target = path.join(uploadsDir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
  // Through the store, which makes the private folders and files for the server's user alone.
  const store = new LocalPhotoStore(uploadsDir);
  for (const [area, name, data] of contents.privateFiles) {
    await store.privateArea(area).save([{ name, data, contentType: 'application/octet-stream' }]);
  }
  return { ...contents.manifest, replacedTo };
}
