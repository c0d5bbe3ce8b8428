// The health check's one statement.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';

/** Resolves once the database has answered `select 1`; rejects when it cannot. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
