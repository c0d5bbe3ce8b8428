// The deployment's own secrets (signing keys, salts): made on first use and kept in app_meta, so every
// server process and every restart uses the same one.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appMeta } from '@server/db/schema';

/** The secret stored under `key`; concurrent first uses agree on the one that was stored. */
export async function appSecret(db: DbOrTx, key: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row!.value;
}
