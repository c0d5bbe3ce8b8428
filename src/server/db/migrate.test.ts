// `npm run db:migrate`: the embedded database in DATA_DIR, or the server of DATABASE_URL, gets every
// migration, and a second run finds nothing left to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/database';
import { MIGRATIONS_FOLDER } from './client';
import { migrateConfiguredDatabase } from './migrate';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };

async function onServer(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe(`db:migrate (${testEngine})`, () => {
  it.runIf(testEngine === 'pglite')(
    'migrates the embedded database in DATA_DIR and releases it',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-migrate-'));
      try {
        expect(await migrateConfiguredDatabase({ dataDir })).toEqual({ target: `the embedded database in ${dataDir}`, migrations: journal.entries.length });
        expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
        // The lock is gone, so the server can open the folder next.
        expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
        expect((await migrateConfiguredDatabase({ dataDir })).migrations).toBe(journal.entries.length);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.runIf(testEngine === 'postgres')('migrates the PostgreSQL database of DATABASE_URL', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `migrate_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      const result = await migrateConfiguredDatabase({ dataDir: '/nonexistent', databaseUrl: url.toString() });
      expect(result).toEqual({ target: `PostgreSQL at ${url.host}/${name}`, migrations: journal.entries.length });
      const tables = await onServer(url.toString(), "select table_name from information_schema.tables where table_name = 'listings'");
      expect(tables.rows).toHaveLength(1);
      expect((await migrateConfiguredDatabase({ dataDir: '/nonexistent', databaseUrl: url.toString() })).migrations).toBe(journal.entries.length);
    } finally {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
