// What other features may use of the saved feature: its API read of several listings.
export { savedKeys, savedListingsQueryOptions } from './api/get-saved-listings';
