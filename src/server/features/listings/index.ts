// What other features may use of the listings feature: the listing id param, the public shape and its lookup.
export { LISTING_WITH_OWNER, PUBLIC_LISTING_JSON_ARGS } from './listing-json';
export { toPublicListing } from './listing-mapper';
export { findApprovedListing } from './listings.repo';
export { listingIdParams } from './listings.routes';
