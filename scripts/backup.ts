// `npm run backup -- <file>`: a consistent backup of the embedded database (DATA_DIR) and the photos,
// taken by the running server when there is one (through its control socket), else directly. With
// DATABASE_URL the database is the PostgreSQL server's to back up (pg_dump, see the README): the file
// then holds the photos only.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '@server/config';
import { dataDirHolder, openDatabase } from '@server/db/client';
import { askServerToBackUp, backUp, type BackupManifest } from '@server/features/backup';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('Usage: npm run backup -- <file>   (for example: npm run backup -- backups/site.tar.gz)');
  process.exit(2);
}
const target = path.resolve(file);

async function run(): Promise<BackupManifest> {
  const config = loadConfig();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (config.databaseUrl) return backUp(target, { kind: 'postgres' }, config.dataDir);
  const holder = dataDirHolder(config.dataDir);
  if (holder) {
    console.log(`The server (pid ${holder}) is running on ${config.dataDir}: it writes the backup.`);
    return askServerToBackUp(config.dataDir, target);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    return await backUp(target, database, config.dataDir);
  } finally {
    await database.close();
  }
}

try {
  const manifest = await run();
  const size = (fs.statSync(target).size / 1024 / 1024).toFixed(1);
  const what = manifest.database ? `the database and ${manifest.photos} photos` : `${manifest.photos} photos`;
  console.log(`Backed up ${what} to ${target} (${size} MB).`);
  if (!manifest.database) console.log('The database is on a PostgreSQL server: back it up with pg_dump (see the README, "Backups").');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
