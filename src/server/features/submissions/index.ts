// What other features may use of submissions: the owner's edit request and the owner's view of a listing.
export { createOwnerEditRequest, joinList, socialHandlesText, toOwnerListing, type SubmissionDeps } from './submissions.service';
export { hasPendingEdit } from './submissions.repo';
