// Demo owners: one verified owner (their account's e-mail is the business e-mail) who answered a review
// and changed the hours (a change staff can revert), and two claims waiting in Owner Claims: one for a
// listing nobody owns, one asking to take over the owned listing.
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { accounts, listingChanges, ownershipClaims, reviews, userBusinesses } from '@server/db/schema';
import { ANCHOR, daysAfter, daysBefore } from './random';
import type { InsertedListing } from './requests';

const OLD_HOURS = 'Mon 10:00-18:00, Tue 10:00-18:00, Wed 10:00-18:00, Thu 10:00-18:00, Fri 10:00-18:00, Sat Closed, Sun Closed';
const REPLY =
  'Thank you for taking the time to write this. We read every review as a team, and we have already made changes based on what you told us. We hope to see you again soon!';

/** Answers how many demo accounts and claims were made, and the owned listing. */
export async function seedOwners(tx: Tx, listings: readonly InsertedListing[]) {
  // Past the first listings, which the browser tests claim for themselves.
  const approved = listings.filter((l) => l.status === 'approved' && l.id > 20 && l.businessEmail);
  const owned = approved[0];
  const unowned = approved[7];
  if (!owned || !unowned) return { accounts: 0, claims: 0, ownedListingId: null };

  const [owner, manager, buyer] = await tx
    .insert(accounts)
    .values([
      { email: owned.businessEmail!.toLowerCase(), createdAt: daysBefore(20), lastSignInAt: daysBefore(2) },
      { email: 'manager.demo@example.com', createdAt: daysBefore(3) },
      { email: 'new.owner.demo@example.com', createdAt: daysBefore(1) },
    ])
    .returning({ id: accounts.id });

  await tx.insert(userBusinesses).values({ accountId: owner!.id, listingId: owned.id, role: 'owner', createdAt: daysBefore(20) });
  await tx.insert(ownershipClaims).values([
    { listingId: owned.id, accountId: owner!.id, status: 'approved', verifiedBy: 'email', createdAt: daysBefore(20), decidedAt: daysBefore(20) },
    {
      listingId: unowned.id,
      accountId: manager!.id,
      evidence: 'I have managed this business for six years and my name is on the lease and the business licence. Happy to send a copy.',
      createdAt: daysBefore(3),
    },
    {
      listingId: owned.id,
      accountId: buyer!.id,
      evidence: 'I bought this business from its founder last month; the sale closed on the 1st and I can share the bill of sale.',
      createdAt: daysBefore(1),
    },
  ]);

  if (owned.businessHours) {
    await tx.insert(listingChanges).values({
      listingId: owned.id,
      accountId: owner!.id,
      before: { businessHours: OLD_HOURS },
      after: { businessHours: owned.businessHours },
      createdAt: daysBefore(6),
    });
  }
  const [newest] = await tx.select().from(reviews).where(eq(reviews.businessId, owned.id)).orderBy(desc(reviews.createdAt)).limit(1);
  if (newest) {
    await tx
      .update(reviews)
      .set({ ownerReply: REPLY, ownerReplyAt: new Date(Math.min(daysAfter(1, newest.createdAt).getTime(), ANCHOR.getTime())) })
      .where(eq(reviews.id, newest.id));
  }
  return { accounts: 3, claims: 3, ownedListingId: owned.id };
}
