// Admin accounts: lookup and the start-up bootstrap.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { adminUsers } from '@server/db/schema';
import { generatePassword, hashPassword, verifyPassword } from './password';
import { deleteSessionsOf } from './sessions.repo';

export async function findAdminByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return row;
}

/** Stores a new hash of the same password (a stronger cost); sessions stay, as the password did not change. */
export async function rehashPassword(db: DbOrTx, adminId: number, password: string) {
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(adminUsers.id, adminId));
}

/**
 * Makes sure the admin account exists. With a password configured, the account is created or its
 * password reset; on a first start without one, a random password is made and returned to be printed once.
 */
export async function ensureAdminAccount(
  db: DbOrTx,
  username: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const existing = await findAdminByUsername(db, username);
  if (password) {
    if (existing && (await verifyPassword(password, existing.passwordHash))) return { created: false };
    const passwordHash = await hashPassword(password);
    if (existing) {
      // A new password ends every session opened with the old one.
      await db.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, existing.id));
      await deleteSessionsOf(db, existing.id);
    } else await db.insert(adminUsers).values({ username, passwordHash });
    return { created: !existing };
  }
  if (existing) return { created: false };
  const generatedPassword = generatePassword();
  await db.insert(adminUsers).values({ username, passwordHash: await hashPassword(generatedPassword) });
  return { created: true, generatedPassword };
}
