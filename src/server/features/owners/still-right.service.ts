// "Still right?": the reminder job (one e-mail per listing and period, to its verified owner), what the
// e-mailed link's page shows, and the owner's yes, by that link or on /account.
import { STILL_RIGHT_EXPIRED, STILL_RIGHT_MESSAGES, STILL_RIGHT_USED, confirmedMonth } from '@shared/reference/owner-confirmation';
import type { OwnerConfirmation, StillRightLink } from '@shared/schemas/still-right';
import type { Db, DbOrTx } from '@server/db/client';
import { HttpError, notFound } from '@server/http-error';
import type { Mailer, Site } from '../mail';
import { assertOwns } from './owner-listings.service';
import { listingRow } from './owner-listings.repo';
import { ownsListing } from './ownership.repo';
import { stillRightMail } from './still-right-mails';
import { claimDueReminders, createStillRightLink, findStillRightLink, recordOwnerConfirmation, reminderDetails, useStillRightLink } from './still-right.repo';

export interface StillRightDeps {
  db: Db;
  mailer: Mailer;
  site: Site;
}

/**
 * Sends the "Still right?" e-mail for every listing due (see claimDueReminders); answers how many went.
 * The claim, the links and the e-mails commit together: a failure leaves the listings to the next run.
 */
export async function sendStillRightReminders({ db, mailer, site }: StillRightDeps, days: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, days, now);
    let sent = 0;
    for (const listingId of due) {
      const details = await reminderDetails(tx, listingId);
      if (!details) continue;
      const token = await createStillRightLink(tx, { listingId, accountId: details.accountId }, now);
      await mailer.queue(tx, { to: details.email, ...stillRightMail(site, details, token) });
      sent += 1;
    }
    return sent;
  });
}

type FoundLink = NonNullable<Awaited<ReturnType<typeof findStillRightLink>>>;

/** The link, unless it is unknown (a forged or mistyped token) or its owner no longer owns the listing: 404. */
async function knownLink(db: DbOrTx, token: string): Promise<FoundLink> {
  const link = await findStillRightLink(db, token);
  if (!link) throw notFound(STILL_RIGHT_MESSAGES.invalid);
  if (!(await ownsListing(db, link.accountId, link.listingId))) throw notFound(STILL_RIGHT_MESSAGES.notOwner);
  return link;
}

const stateOf = (link: FoundLink, now: Date): StillRightLink['state'] => (link.usedAt ? 'used' : link.expiresAt <= now ? 'expired' : 'open');

/** What the link's page shows. Reading it changes nothing: a mail scanner's GET confirms nothing. */
export async function stillRightLinkView(db: Db, token: string, now = new Date()): Promise<StillRightLink> {
  const link = await knownLink(db, token);
  return {
    state: stateOf(link, now),
    confirmedAt: link.confirmedAt?.toISOString() ?? null,
    listing: {
      id: link.listingId,
      businessName: link.businessName,
      address: link.address,
      phoneNumber: link.phoneNumber,
      website: link.website,
      businessHours: link.businessHours,
    },
  };
}

/** 'This link was already used. Nothing was changed. Your listing was confirmed in November 2026.' */
function usedMessage(confirmedAt: Date | null): string {
  const month = confirmedMonth(confirmedAt?.toISOString());
  return month ? `${STILL_RIGHT_MESSAGES.used} Your listing was confirmed in ${month}.` : STILL_RIGHT_MESSAGES.used;
}

/** The owner's yes by the e-mailed link: once. Used again it answers 409, expired 400, unknown 404, and changes nothing. */
export async function confirmByLink(db: Db, token: string, now = new Date()): Promise<OwnerConfirmation> {
  return db.transaction(async (tx) => {
    const link = await knownLink(tx, token);
    const state = stateOf(link, now);
    if (state === 'used') throw new HttpError(409, usedMessage(link.confirmedAt), undefined, STILL_RIGHT_USED);
    if (state === 'expired') throw new HttpError(400, STILL_RIGHT_MESSAGES.expired, undefined, STILL_RIGHT_EXPIRED);
    // Two clicks at once: the second finds the link used by the first.
    if (!(await useStillRightLink(tx, token, now))) throw new HttpError(409, usedMessage(link.confirmedAt), undefined, STILL_RIGHT_USED);
    const confirmedAt = await recordOwnerConfirmation(tx, link.listingId, now);
    return { listingId: link.listingId, businessName: link.businessName, confirmedAt: confirmedAt.toISOString() };
  });
}

/** The owner's yes on /account, for a listing they own (404 otherwise). */
export async function confirmOwnedListing(db: Db, accountId: number, listingId: number, now = new Date()): Promise<OwnerConfirmation> {
  await assertOwns(db, accountId, listingId);
  const row = await listingRow(db, listingId);
  const confirmedAt = await recordOwnerConfirmation(db, listingId, now);
  return { listingId, businessName: row?.businessName ?? '', confirmedAt: confirmedAt.toISOString() };
}
