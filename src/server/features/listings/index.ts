// What other features may use of the listings feature: the listing id param, the public shape and its
// lookup, and a place's time zone (found, or filled in for the listings without one).
export { LISTING_WITH_OWNER, PUBLIC_LISTING_JSON_ARGS } from './listing-json';
export { toPublicListing, type ListingWithOwnerRow } from './listing-mapper';
export { findApprovedListing } from './listings.repo';
export { listingIdParams } from './listings.routes';
export { placeTimeZone } from './time-zone';
export { fillListingTimeZones } from './time-zone-fill';
