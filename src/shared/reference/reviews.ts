// Review limits, messages and orders, without zod: the pages that only show reviews
// read these, the schemas in ../schemas/review.ts enforce them.

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 50;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A review's date as pages show it: 'Mar 05, 2026' (date-fns pattern). */
export const REVIEW_DATE_PATTERN = 'MMM dd, yyyy';

export const REVIEW_MESSAGES = {
  rating: 'Please select a rating',
  ratingRange: 'Rating must be a whole number of stars from 1 to 5',
  usernameRequired: 'Please enter your name',
  usernameMin: `Name must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Name must be ${USERNAME_MAX} characters or less`,
  usernameChars: 'Name can only contain letters, numbers, spaces, dots, hyphens and underscores',
  contentRequired: 'Please write your review',
  contentMin: `Review must be at least ${CONTENT_MIN} characters`,
  contentMax: `Review must be ${CONTENT_MAX} characters or less`,
  invalid: 'Please fix the errors before submitting',
  validationTitle: 'Validation Error',
  submitted: 'Your review has been submitted!',
  /** The author's answer when their review is held for staff (see the burst rule on the server). */
  held: 'Your review is being checked because this business received many reviews at once; we publish most within a day.',
  /** A low rating soon after the business said who owns it (see the burst rule on the server). */
  heldNewOwnership: 'Your review is being checked because this business recently told us who owns it; we publish most within a day.',
  /** The business and reviews pages, while some of the listing's reviews are held. */
  checking: 'Some recent reviews are being checked',
  submitFailed: 'Failed to submit review. Please try again.',
  loadFailed: 'Failed to load business information',
} as const;

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};
export const REVIEWS_PAGE_SIZE = 20;

/** What the author of a held review is told, by why it is held ('burst', 'low_ratings', 'new_ownership'). */
export const heldMessage = (reason: string | null | undefined): string =>
  reason === 'new_ownership' ? REVIEW_MESSAGES.heldNewOwnership : REVIEW_MESSAGES.held;
