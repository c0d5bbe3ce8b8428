// The rating summary every screen shows, as SQL aggregates over `reviews`: how many reviews there are
// and their average to one decimal (0 when there are none).
import { sql } from 'drizzle-orm';
import { reviews } from '@server/db/schema';

export const reviewCount = sql<number>`count(${reviews.id})::int`;
export const averageRating = sql<number>`coalesce(round(avg(${reviews.rating}), 1), 0)::float8`;
