// The orders and filters the search statement does not write: highest rated first, and open now in each
// business's own time zone (the one stored from its coordinates, else its state's). They are applied to the
// first CANDIDATES matches in the plan's order (best match, or nearest), then paged; past that many matches
// they see only the first ones.
import { businessTimeZone, openStatus } from '@shared/open-now';
import type { ListingCard, SearchQuery } from '@shared/schemas/listing';

export const CANDIDATES = 1000;

/** Whether the page needs the candidates reordered or filtered after the statement. */
export const needsReorder = (query: Pick<SearchQuery, 'sort' | 'open'>) => query.sort === 'rating' || query.open === 'now';

/** Highest average first, then the most reviews; the plan's order breaks ties (the sort is stable). */
function byRating(a: ListingCard, b: ListingCard): number {
  return b.rating.average - a.rating.average || b.rating.count - a.rating.count;
}

/** The candidates as the page sees them: open now only when asked, highest rated first when asked. */
export function reorder(items: readonly ListingCard[], query: Pick<SearchQuery, 'sort' | 'open'>, now: Date): ListingCard[] {
  const kept = query.open === 'now' ? items.filter((item) => openStatus(item.businessHours, now, businessTimeZone(item)) === 'open') : [...items];
  return query.sort === 'rating' ? kept.sort(byRating) : kept;
}
