// 'Needs checking': approved listings, not closed, nobody has vouched for in NEEDS_CHECKING_MONTHS. A listing counts as
// checked when its owner last said it is still right, or when it last changed or was approved (staff or an
// owner's edit), whichever is latest; so a listing with no owner is checked by its last change.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { NEEDS_CHECKING_MONTHS, type NeedsCheckingPage } from '@shared/schemas/still-right';
import type { DbOrTx } from '@server/db/client';
import { accounts, listings, ownerConfirmations, userBusinesses } from '@server/db/schema';
import { iso, isoOrNull } from './common';

const checkedAt = sql<Date>`greatest(${ownerConfirmations.confirmedAt}, ${listings.updatedAt}, ${listings.approvedAt})`;

export async function listNeedsChecking(db: DbOrTx, { limit, offset }: { limit: number; offset: number }, now = new Date()): Promise<NeedsCheckingPage> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - NEEDS_CHECKING_MONTHS);
  const stale = and(eq(listings.status, 'approved'), isNull(listings.closedAt), sql`${checkedAt} <= ${cutoff.toISOString()}::timestamptz`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: listings.id,
        businessName: listings.businessName,
        listingNumber: listings.listingNumber,
        confirmedAt: ownerConfirmations.confirmedAt,
        checkedAt: sql`${checkedAt}`.mapWith(listings.updatedAt),
        ownerEmail: accounts.email,
      })
      .from(listings)
      .leftJoin(ownerConfirmations, eq(ownerConfirmations.listingId, listings.id))
      .leftJoin(userBusinesses, and(eq(userBusinesses.listingId, listings.id), isNotNull(userBusinesses.accountId)))
      .leftJoin(accounts, eq(accounts.id, userBusinesses.accountId))
      .where(stale)
      .orderBy(asc(checkedAt), asc(listings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .leftJoin(ownerConfirmations, eq(ownerConfirmations.listingId, listings.id))
      .where(stale),
  ]);
  return {
    items: rows.map((row) => ({ ...row, confirmedAt: isoOrNull(row.confirmedAt), checkedAt: iso(row.checkedAt) })),
    total: total?.count ?? 0,
  };
}
