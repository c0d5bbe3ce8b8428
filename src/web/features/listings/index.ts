// What other features may use of the listings feature.
export { listingKeys, listingQueryOptions, useListing } from './api/get-listing';
export { BUSINESS_NOT_FOUND_HEAD, businessHead } from './lib/business-head';
