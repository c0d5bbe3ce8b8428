// Brings the configured database up to date with the migrations in drizzle/ and closes it: the
// PostgreSQL server of DATABASE_URL, or the embedded database in DATA_DIR. The server does the same at
// each start; `npm run db:migrate` does it alone, to apply a new schema before the new code starts.
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { configuredDatabase, openDatabase } from './client';

/** Where the migrations went (without a password) and how many are in place now. */
export async function migrateConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<{ target: string; migrations: number }> {
  const target = config.databaseUrl ? `PostgreSQL at ${serverName(config.databaseUrl)}` : `the embedded database in ${config.dataDir}`;
  // Opening migrates: the same code as at start-up.
  const database = await openDatabase(configuredDatabase(config, 1));
  try {
    const result = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    return { target, migrations: result.rows[0]?.count ?? 0 };
  } finally {
    await database.close();
  }
}

function serverName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
