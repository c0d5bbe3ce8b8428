// Claiming a listing: verified at once when the account's e-mail is the listing's business e-mail and
// nobody owns it yet; otherwise the claim waits for staff with the owner's evidence. Signing in makes the
// same instant claim of every listing that rule gives the account.
import { CLAIM_EVIDENCE_MIN, CLAIM_EVIDENCE_REQUIRED, CLAIM_PENDING, CLAIM_VERIFIED, EVIDENCE_PHOTO_PICKER, type ClaimResult } from '@shared/schemas/owner';
import type { FoundListing } from '@shared/schemas/account';
import type { Db, Tx } from '@server/db/client';
import { HttpError, notFound } from '@server/http-error';
import { normalEmail, type OwnerSession } from './accounts.repo';
import { hasPendingClaim, insertEmailVerifiedClaim, insertPendingClaim, listingIdsWithBusinessEmail, lockClaimedListing, type NewClaim } from './claims.repo';
import { makeVerifiedOwner, verifiedOwnerOf } from './ownership.repo';
import type { Mailer, Site } from '../mail';
import type { PrivateFiles } from '../uploads';
import { evidenceKey } from './claim-evidence';
import { claimReceivedMail, claimVerifiedMail } from './owner-mails';

export const ALREADY_OWNER = 'You are already the verified owner of this listing.';
export const CLAIM_ALREADY_PENDING = 'Your claim for this listing is already waiting for review.';

export interface ClaimDeps {
  db: Db;
  site: Site;
  mailer: Pick<Mailer, 'queue'>;
  /** The private area of claims' document photos. */
  evidence: Pick<PrivateFiles, 'has'>;
}

export async function createClaim(
  { db, site, mailer, evidence }: ClaimDeps,
  listingId: number,
  owner: OwnerSession,
  input: { evidence: string; evidencePhoto?: string },
): Promise<ClaimResult> {
  // Only a document this account uploaded, and still there (unsent uploads go after a day).
  const evidencePhoto = input.evidencePhoto ? evidenceKey(owner.accountId, input.evidencePhoto) : null;
  if (evidencePhoto && !(await evidence.has(evidencePhoto))) throw new HttpError(400, EVIDENCE_PHOTO_PICKER, { evidencePhoto: EVIDENCE_PHOTO_PICKER });
  return db.transaction(async (tx) => {
    // Locked, so two claims of one listing are decided one after the other.
    const listing = await lockClaimedListing(tx, listingId);
    if (!listing) throw notFound('Business Not Found');
    const current = await verifiedOwnerOf(tx, listingId);
    if (current?.accountId === owner.accountId) throw new HttpError(409, ALREADY_OWNER);
    if (await hasPendingClaim(tx, listingId, owner.accountId)) throw new HttpError(409, CLAIM_ALREADY_PENDING);

    const claim = { listingId, accountId: owner.accountId, evidence: input.evidence, evidencePhoto };
    if (verifiedByEmail(listing, current, owner)) {
      const id = await claimByEmail(tx, { site, mailer }, claim, listing.businessName, owner.email);
      return { id, status: 'approved', verifiedBy: 'email', message: CLAIM_VERIFIED };
    }
    if (input.evidence.length < CLAIM_EVIDENCE_MIN) throw new HttpError(400, CLAIM_EVIDENCE_REQUIRED, { evidence: CLAIM_EVIDENCE_REQUIRED });
    const id = await insertPendingClaim(tx, claim);
    await mailer.queue(tx, { to: owner.email, ...claimReceivedMail(site, listing.businessName) });
    return { id, status: 'pending', verifiedBy: null, message: CLAIM_PENDING };
  });
}

/** The claiming account: who it is and its (normalised) e-mail. */
type Claimant = Pick<OwnerSession, 'accountId' | 'email'>;

/** The instant claim's rule: the account's e-mail is the listing's business e-mail, and nobody owns the listing yet. */
const verifiedByEmail = (listing: { businessEmail: string }, current: unknown, owner: Claimant) =>
  !current && normalEmail(listing.businessEmail) === owner.email;

/** Makes the account the owner by that rule: the claim recorded as verified by e-mail, and the owner told. Answers the claim's id. */
async function claimByEmail(tx: Tx, { site, mailer }: Pick<ClaimDeps, 'site' | 'mailer'>, claim: NewClaim, businessName: string, email: string) {
  const id = await insertEmailVerifiedClaim(tx, claim);
  await makeVerifiedOwner(tx, claim.listingId, claim.accountId);
  await mailer.queue(tx, { to: email, ...claimVerifiedMail(site, businessName) });
  return id;
}

/**
 * On sign-in: the instant claim of every approved listing whose business e-mail is the account's and that
 * nobody owns yet (a listing someone owns is left alone). Answers the listings the account now owns.
 */
export async function claimListingsOfEmail({ db, site, mailer }: Omit<ClaimDeps, 'evidence'>, owner: Claimant): Promise<FoundListing[]> {
  const found: FoundListing[] = [];
  for (const listingId of await listingIdsWithBusinessEmail(db, owner.email)) {
    const claimed = await db.transaction(async (tx) => {
      const listing = await lockClaimedListing(tx, listingId);
      if (!listing || !verifiedByEmail(listing, await verifiedOwnerOf(tx, listingId), owner)) return null;
      await claimByEmail(tx, { site, mailer }, { listingId, accountId: owner.accountId, evidence: '', evidencePhoto: null }, listing.businessName, owner.email);
      return { id: listing.id, businessName: listing.businessName };
    });
    if (claimed) found.push(claimed);
  }
  return found;
}
