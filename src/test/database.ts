// Test databases: a fresh in-memory PGlite per test file, or a fresh database on the PostgreSQL
// server named by TEST_DATABASE_URL, migrated the same way as in production.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client';

export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: null });

  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A fresh, empty database on the PostgreSQL server at serverUrl: its URL, and drop() to remove it. */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
