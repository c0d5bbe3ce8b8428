// What other features may use of owner accounts: the routes, who the signed-in owner is, and who owns a listing.
export { accountRoutes } from './account.routes';
export { currentOwner, requireOwner, OWNER_COOKIE, SIGN_IN_FIRST } from './owner-auth';
export type { OwnerSession } from './accounts.repo';
export { normalEmail } from './accounts.repo';
export { LINK_NONCE_COOKIE } from './link-binding';
export { accountEmail, makeVerifiedOwner, ownedListingIds, ownsListing, revokeVerifiedOwner, verifiedOwnerOf } from './ownership.repo';
