// The deployment's own secrets (signing keys, salts): made on first use and kept in app_meta, so every
// server process and every restart uses the same one.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { appMeta } from '@server/db/schema';

// A secret never changes once stored: each process reads it once per database (sign-ins ask on every try).
const known = new WeakMap<DbOrTx, Map<string, Promise<string>>>();

/** The secret stored under `key`; concurrent first uses agree on the one that was stored. */
export function appSecret(db: DbOrTx, key: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(key);
  if (!secret) {
    secret = storedSecret(db, key);
    secrets.set(key, secret);
    // A failed read (the database away) is not remembered.
    secret.catch(() => secrets.delete(key));
  }
  return secret;
}

async function storedSecret(db: DbOrTx, key: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row!.value;
}
