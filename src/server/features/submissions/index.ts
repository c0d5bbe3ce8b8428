// What other features may use of submissions: the owner's edit request, the owner's view of a listing, new numbers.
export { createOwnerEditRequest, joinList, randomListingNumber, socialHandlesText, submissionDeps, toOwnerListing } from './submissions.service';
export { hasPendingEdit } from './submissions.repo';
