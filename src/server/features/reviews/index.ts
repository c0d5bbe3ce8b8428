// What other features may use of the reviews feature: the SQL for a listing's average rating and review count.
export { averageRating, reviewCount } from './rating-sql';
export { reviewPage } from './reviews.service';
export { toPublicReview } from './reviews.repo';
