// What other features may use of submissions: the owner's edit request, the owner's view of a listing, new numbers.
export { createOwnerEditRequest, joinList, randomListingNumber, socialHandlesText, toOwnerListing, type SubmissionDeps } from './submissions.service';
export { hasPendingEdit } from './submissions.repo';
