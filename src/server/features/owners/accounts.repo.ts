// Owner accounts, their one-time sign-in links and their sessions; only hashes of tokens are stored.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { appSecret } from '@server/auth/app-secret.repo';
import { hashToken, newToken, type SessionLifetime } from '@server/auth/session-guard';
import { sessionTable } from '@server/auth/session-table.repo';
import type { DbOrTx } from '@server/db/client';
import { accounts, accountSessions, signInTokens } from '@server/db/schema';

export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
export const OWNER_SESSION: SessionLifetime = { idleMs: 7 * 24 * 60 * 60 * 1000, maxAgeMs: 30 * 24 * 60 * 60 * 1000 };

export const normalEmail = (email: string) => email.trim().toLowerCase();

const LINK_SECRET_KEY = 'sign_in_link_secret';

/** The secret a sign-in link's token is signed with to bind it to the browser that asked (see link-binding.ts). */
export const linkSecret = (db: DbOrTx) => appSecret(db, LINK_SECRET_KEY);

/** Stores a sign-in link's token (only its hash) for the address; a new random one unless given. */
export async function createSignInToken(db: DbOrTx, email: string, now = new Date(), token = newToken().token) {
  await db.insert(signInTokens).values({ tokenHash: hashToken(token), email: normalEmail(email), expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MS) });
  return token;
}

/** The address a usable (known, unused, unexpired) token signs in, without using it; null otherwise. */
export async function signInTokenEmail(db: DbOrTx, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ email: signInTokens.email })
    .from(signInTokens)
    .where(and(eq(signInTokens.tokenHash, hashToken(token)), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Uses a sign-in token once: marks it used and returns its account, made on first sign-in. Null for an
 * unknown, expired or used token. The update is the check, so two uses at once cannot both succeed.
 */
export async function redeemSignInToken(db: DbOrTx, token: string, now = new Date()) {
  const [used] = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(and(eq(signInTokens.tokenHash, hashToken(token)), isNull(signInTokens.usedAt), gt(signInTokens.expiresAt, now)))
    .returning({ email: signInTokens.email });
  if (!used) return null;
  const [account] = await db
    .insert(accounts)
    .values({ email: used.email, lastSignInAt: now })
    .onConflictDoUpdate({ target: accounts.email, set: { lastSignInAt: now } })
    .returning();
  return account!;
}

const sessions = sessionTable(accountSessions, OWNER_SESSION);

export const createAccountSession = (db: DbOrTx, accountId: number) => sessions.create(db, { accountId });

export type OwnerSession = NonNullable<Awaited<ReturnType<typeof findAccountSession>>>;

/** The live session of a token with its account; null when unknown or expired (then it is deleted). */
export const findAccountSession = (db: DbOrTx, token: string, now = new Date()) =>
  sessions.find(
    db,
    token,
    {
      table: accounts,
      on: eq(accounts.id, accountSessions.accountId),
      columns: { accountId: accounts.id, email: accounts.email, notifyReviews: accounts.notifyReviews },
    },
    now,
  );

export const deleteAccountSession = (db: DbOrTx, token: string) => sessions.remove(db, token);

/** Expired sessions and sign-in links (run on a schedule). */
export async function deleteExpiredAccountRows(db: DbOrTx, now = new Date()) {
  await sessions.removeExpired(db, now);
  await db.delete(signInTokens).where(lt(signInTokens.expiresAt, new Date(now.getTime() - SIGN_IN_LINK_MS)));
}

export async function updateAccountSettings(db: DbOrTx, accountId: number, settings: { notifyReviews: boolean }) {
  await db.update(accounts).set(settings).where(eq(accounts.id, accountId));
}
