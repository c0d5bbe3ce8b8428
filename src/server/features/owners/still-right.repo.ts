// "Still right?": when owners confirmed their listings, the reminder job's claim of the listings due, and
// the one-click links (like sign-in links: only a hash of the token is kept, and using one is the update
// that marks it used, so it works once).
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashToken, newToken } from '@server/auth/session-guard';
import type { DbOrTx } from '@server/db/client';
import { accounts, listings, ownerConfirmations, stillRightLinks, userBusinesses } from '@server/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an e-mailed 'Yes, still right' link works. */
export const STILL_RIGHT_LINK_DAYS = 30;
/** At most this many reminders per run of the job; the next run takes the rest. */
const REMINDERS_PER_RUN = 100;

/** Records the owner's yes (by link, on /account, or by their own edit); answers its time. */
export async function recordOwnerConfirmation(db: DbOrTx, listingId: number, now = new Date()): Promise<Date> {
  await db
    .insert(ownerConfirmations)
    .values({ listingId, confirmedAt: now })
    .onConflictDoUpdate({ target: ownerConfirmations.listingId, set: { confirmedAt: now } });
  return now;
}

/**
 * Claims the approved, open listings whose verified owner has neither confirmed them nor been asked within `days`
 * (counted from when they became the owner at the earliest), marking them asked now; answers the claimed
 * listings with their owners. The upsert re-checks its condition on the row as another process may have just
 * written it, so of several processes running the job at once only one claims each listing.
 */
export async function claimDueReminders(db: DbOrTx, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const asked = now.toISOString();
  const result = await db.execute<{ listing_id: number }>(sql`
    with due as (
      select owner.listing_id
      from user_businesses owner
      join listings on listings.id = owner.listing_id and listings.status = 'approved' and listings.closed_at is null
      left join owner_confirmations confirmation on confirmation.listing_id = owner.listing_id
      where owner.account_id is not null
        and greatest(owner.created_at, confirmation.confirmed_at, confirmation.reminded_at) <= ${cutoff}::timestamptz
      order by greatest(owner.created_at, confirmation.confirmed_at, confirmation.reminded_at), owner.listing_id
      limit ${REMINDERS_PER_RUN}
    )
    insert into owner_confirmations as confirmation (listing_id, reminded_at)
    select listing_id, ${asked}::timestamptz from due
    on conflict (listing_id) do update set reminded_at = excluded.reminded_at
      where coalesce(greatest(confirmation.confirmed_at, confirmation.reminded_at), '-infinity') <= ${cutoff}::timestamptz
    returning confirmation.listing_id`);
  return result.rows.map((row) => Number(row.listing_id));
}

/** What a reminder of a listing says, and whom it goes to: null when it has no verified owner. */
export async function reminderDetails(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({
      listingId: listings.id,
      businessName: listings.businessName,
      address: listings.address,
      phoneNumber: listings.phoneNumber,
      website: listings.website,
      businessHours: listings.businessHours,
      accountId: accounts.id,
      email: accounts.email,
    })
    .from(listings)
    .innerJoin(userBusinesses, and(eq(userBusinesses.listingId, listings.id), sql`${userBusinesses.accountId} is not null`))
    .innerJoin(accounts, eq(accounts.id, userBusinesses.accountId))
    .where(eq(listings.id, listingId))
    .limit(1);
  return row ?? null;
}

/** Stores a new link for the owner and listing (only its token's hash); answers the token. */
export async function createStillRightLink(db: DbOrTx, link: { listingId: number; accountId: number }, now = new Date()): Promise<string> {
  const { token, tokenHash } = newToken();
  await db.insert(stillRightLinks).values({ ...link, tokenHash, expiresAt: new Date(now.getTime() + STILL_RIGHT_LINK_DAYS * DAY_MS), createdAt: now });
  return token;
}

/** A link by its token, with the listing it asks about and its last confirmation; null when unknown. */
export async function findStillRightLink(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      listingId: stillRightLinks.listingId,
      accountId: stillRightLinks.accountId,
      expiresAt: stillRightLinks.expiresAt,
      usedAt: stillRightLinks.usedAt,
      businessName: listings.businessName,
      address: listings.address,
      phoneNumber: listings.phoneNumber,
      website: listings.website,
      businessHours: listings.businessHours,
      confirmedAt: ownerConfirmations.confirmedAt,
    })
    .from(stillRightLinks)
    .innerJoin(listings, eq(listings.id, stillRightLinks.listingId))
    .leftJoin(ownerConfirmations, eq(ownerConfirmations.listingId, stillRightLinks.listingId))
    .where(eq(stillRightLinks.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/** Marks a usable (unused, unexpired) link used; false when it was not. The update is the check: it works once. */
export async function useStillRightLink(db: DbOrTx, token: string, now = new Date()): Promise<boolean> {
  const used = await db
    .update(stillRightLinks)
    .set({ usedAt: now })
    .where(and(eq(stillRightLinks.tokenHash, hashToken(token)), isNull(stillRightLinks.usedAt), gt(stillRightLinks.expiresAt, now)))
    .returning({ listingId: stillRightLinks.listingId });
  return used.length > 0;
}

/** Links expired a month ago or more (run on a schedule): a used or expired link still says so for a while. */
export async function deleteOldStillRightLinks(db: DbOrTx, now = new Date()) {
  await db.delete(stillRightLinks).where(lt(stillRightLinks.expiresAt, new Date(now.getTime() - STILL_RIGHT_LINK_DAYS * DAY_MS)));
}
