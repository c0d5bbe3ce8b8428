// A verified owner's listings: the overview on /account, the edit form's data, and the changes an owner
// makes at once (recorded before and after, so staff can revert them).
import { isStoredImageUrl } from '@shared/photo-links';
import { samePhone } from '@shared/phone';
import { PHOTO_PICKER_ONLY, type AccountListings, type OwnedListingDetail, type OwnerDirectEdit } from '@shared/schemas/owner';
import type { Db, DbOrTx } from '@server/db/client';
import type { listings } from '@server/db/schema';
import { HttpError, notFound } from '@server/http-error';
import {
  listingRating,
  listingRow,
  listingSummaries,
  newestReviewsOf,
  openClaimsOf,
  openListingRequestsOf,
  recordListingChange,
  updateOwnedListing,
} from './owner-listings.repo';
import { ownedListingIds, ownsListing } from './ownership.repo';
import { recordOwnerConfirmation } from './still-right.repo';
import { toPublicReview } from '../reviews';
import { hasPendingEdit, joinList, socialHandlesText, toOwnerListing } from '../submissions';

export const LISTING_NOT_OWNED = 'Business Not Found';
const NEWEST_REVIEWS = 3;

export async function accountListings(db: Db, accountId: number): Promise<AccountListings> {
  const ids = await ownedListingIds(db, accountId);
  const [owned, requests, claims] = await Promise.all([listingSummaries(db, ids), openListingRequestsOf(db, accountId, ids), openClaimsOf(db, accountId)]);
  const withReviews = await Promise.all(
    owned.map(async (listing) => {
      const [rating, newest, pendingEdit] = await Promise.all([
        listingRating(db, listing.id),
        newestReviewsOf(db, listing.id, NEWEST_REVIEWS),
        hasPendingEdit(db, listing.id),
      ]);
      return { ...listing, ownerConfirmedAt: listing.ownerConfirmedAt?.toISOString() ?? null, rating, newestReviews: newest.map(toPublicReview), pendingEdit };
    }),
  );
  return {
    listings: withReviews,
    requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    claims: claims.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}

/** 404 unless the account is the listing's verified owner (the answer does not say which ids exist). */
export async function assertOwns(db: DbOrTx, accountId: number, listingId: number) {
  if (!(await ownsListing(db, accountId, listingId))) throw notFound(LISTING_NOT_OWNED);
}

/** The owner's listing, or 404 for one they do not own. */
async function ownedRow(db: DbOrTx, accountId: number, listingId: number, lock = false) {
  await assertOwns(db, accountId, listingId);
  const row = await listingRow(db, listingId, lock);
  if (!row) throw notFound(LISTING_NOT_OWNED);
  return row;
}

export async function ownedListingDetail(db: Db, accountId: number, listingId: number): Promise<OwnedListingDetail> {
  const row = await ownedRow(db, accountId, listingId);
  return { status: row.status, listing: toOwnerListing(row) };
}

type ListingRow = typeof listings.$inferSelect;

/** The listing columns an owner's direct edit writes. */
function directValues(input: OwnerDirectEdit) {
  return {
    description: input.description,
    phoneNumber: input.phoneNumber,
    website: input.website || null,
    businessHours: input.businessHours || null,
    servicesOffered: joinList(input.servicesOffered),
    keywords: joinList(input.keywords),
    socialMediaPlatforms: input.socialMediaPlatforms,
    socialMediaHandles: socialHandlesText(input.socialMediaPlatforms),
    priceLevel: input.priceLevel ?? null,
    yearFounded: input.yearFounded ?? null,
    ...(input.attributes && { attributes: input.attributes }),
    businessPhotos: input.businessPhotos,
  };
}

/**
 * Writes the owner's changes to the live listing at once and records the fields that changed (before and
 * after, with who and when), and counts as the owner's "still right". Answers the listing and whether anything changed.
 */
export async function applyDirectEdit(db: Db, accountId: number, listingId: number, input: OwnerDirectEdit) {
  return db.transaction(async (tx) => {
    const row = await ownedRow(tx, accountId, listingId, true);
    // The owner saw the listing and saved it: that says it is right, changed or not.
    await recordOwnerConfirmation(tx, listingId);
    const kept = new Set(row.businessPhotos ?? []);
    if (input.businessPhotos.some((url) => !isStoredImageUrl(url) && !kept.has(url))) {
      throw new HttpError(400, PHOTO_PICKER_ONLY, { businessPhotos: PHOTO_PICKER_ONLY });
    }
    const values = directValues(input);
    // The same number in another format is no change: the one on file stays (it may be in an old format).
    if (samePhone(values.phoneNumber, row.phoneNumber)) values.phoneNumber = row.phoneNumber;
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((key) => JSON.stringify(row[key] ?? null) !== JSON.stringify(values[key] ?? null));
    if (!changed.length) return { detail: { status: row.status, listing: toOwnerListing(row) }, changed: false };
    const pick = (source: Partial<ListingRow>) => Object.fromEntries(changed.map((key) => [key, source[key] ?? null]));
    const updated = await updateOwnedListing(tx, listingId, values);
    await recordListingChange(tx, { listingId, accountId, before: pick(row), after: pick(values) });
    return { detail: { status: updated.status, listing: toOwnerListing(updated) }, changed: true };
  });
}
