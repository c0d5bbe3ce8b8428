// What other features may use of the owners feature: the routes, who the signed-in owner is, who owns a
// listing, and claims' document photos for staff.
export { accountRoutes } from './account.routes';
export { ownersRoutes } from './owners.routes';
export { openClaimEvidence } from './claim-evidence';
export { currentOwner, requireOwner, OWNER_COOKIE, SIGN_IN_FIRST } from './owner-auth';
export { assertOwns } from './owner-listings.service';
export type { OwnerSession } from './accounts.repo';
export { normalEmail } from './accounts.repo';
export { LINK_NONCE_COOKIE } from './link-binding';
export { accountEmail, makeVerifiedOwner, ownedListingIds, ownsListing, revokeVerifiedOwner, verifiedOwnerOf } from './ownership.repo';
