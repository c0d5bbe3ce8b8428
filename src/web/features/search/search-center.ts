// Where a search measures distance from, and when the device's position joins the query: results never
// reorder under the visitor's finger. A list shown without the position keeps its order when the position
// arrives (the cards get their distances, and 'Sort by distance' is offered); a search that needs the
// position (a radius, nearest first) waits for it. A place the visitor named replaces the position. Pure.
import { distanceMiles, roundMiles } from '@shared/distance';
import type { ListingCard } from '@shared/schemas/listing';
import type { LocationState } from '@web/lib/visitor-location';
import { type Coordinates, type SearchFilters, type SearchSort } from './search-params';

export interface CenterInput {
  filters: SearchFilters;
  sort: SearchSort;
  location: LocationState;
  /**
   * The device position this very search's results were shown with: null when they were shown without
   * it; undefined when none have been shown yet.
   */
  shownWith: Coordinates | null | undefined;
}

export interface CenterPlan {
  /** The device position the query sends (never with a place). */
  coords: Coordinates | null;
  /** Hold the query: the position it needs is still being found. */
  wait: boolean;
  /** Where the results are ordered from, when they are ordered by distance. */
  orderedFrom: 'device' | 'place' | null;
  /** The position came after the results were shown: they keep their order, and sorting by it is offered. */
  offerSortByDistance: boolean;
}

/** A radius or the nearest-first order cannot be served without a center. */
export function needsCenter(filters: SearchFilters, sort: SearchSort): boolean {
  return !!filters.radius || sort === 'nearest';
}

export function planCenter({ filters, sort, location, shownWith }: CenterInput): CenterPlan {
  if (filters.near) return { coords: null, wait: false, orderedFrom: sort === 'nearest' ? 'place' : null, offerSortByDistance: false };

  const known = location.status === 'ready' ? location.coords : null;
  const needed = needsCenter(filters, sort);
  // Results shown keep the position they were fetched with; a search that needs one takes it when it
  // comes (the visitor asked for it, and the list could not be what was asked without it).
  const keep = shownWith !== undefined && (shownWith !== null || !needed);
  const coords = keep ? shownWith : known;
  const finding = location.status === 'checking' || location.status === 'locating';
  // Checking the permission is quick: every search waits for it. Finding the position is not: only a
  // search that needs it waits.
  const wait = location.status === 'checking' || (needed && finding && !coords);
  return {
    coords,
    wait,
    orderedFrom: sort === 'nearest' && coords ? 'device' : null,
    offerSortByDistance: !!known && !coords && !needed,
  };
}

/**
 * The cards' distances from the device when the query was sent without it: the order stays, the distance
 * shows (as the API would round it). Cards with a distance or without a map point are left as they are.
 */
export function withDistancesFrom(items: ListingCard[], from: Coordinates | null): ListingCard[] {
  if (!from) return items;
  return items.map((item) =>
    item.distance === null && item.latitude !== null && item.longitude !== null
      ? { ...item, distance: roundMiles(distanceMiles(from, { latitude: item.latitude, longitude: item.longitude })) }
      : item,
  );
}
