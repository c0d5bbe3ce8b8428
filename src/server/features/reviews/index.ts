// What other features may use of the reviews feature: the SQL for a listing's average rating and review count,
// and staff's side of held reviews.
export { averageRating, reviewCount } from './rating-sql';
export { reviewPage } from './reviews.service';
export { toPublicReview } from './reviews.repo';
export { decideHeldReviews, heldReviewBursts } from './held-reviews.service';
export { countAllHeld } from './held-reviews.repo';
export { newReviewMail } from './review-mails';
