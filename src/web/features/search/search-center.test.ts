// When the device's position joins a search's query, what the results are ordered from, and the distances
// of a list kept in its order: results never reorder by themselves.
import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@shared/schemas/listing';
import type { LocationState } from '@web/lib/visitor-location';
import { planCenter, withDistancesFrom, type CenterInput } from './search-center';
import type { SearchFilters } from './search-params';

const NONE: SearchFilters = { services: [], price: [], attributes: [] };
const HERE = { latitude: 33.749, longitude: -84.388 };
const ELSEWHERE = { latitude: 33.8, longitude: -84.4 };
const READY: LocationState = { status: 'ready', coords: HERE };
const CHECKING: LocationState = { status: 'checking' };
const LOCATING: LocationState = { status: 'locating' };
const IDLE: LocationState = { status: 'idle' };
const DENIED: LocationState = { status: 'error', message: 'Location access denied by user', denied: true, unsupported: false };

const plan = (input: Partial<CenterInput>) => planCenter({ filters: NONE, sort: 'relevance', location: IDLE, shownWith: undefined, ...input });

describe('planCenter', () => {
  it('uses a location known before the first results from the start', () => {
    expect(plan({ location: READY })).toEqual({ coords: HERE, wait: false, orderedFrom: null, offerSortByDistance: false });
  });

  it('keeps a list shown without the location when it arrives: no location in the query, Sort by distance offered', () => {
    expect(plan({ location: READY, shownWith: null })).toEqual({ coords: null, wait: false, orderedFrom: null, offerSortByDistance: true });
    expect(plan({ location: READY, shownWith: null, sort: 'rating' })).toMatchObject({ coords: null, offerSortByDistance: true });
  });

  it('keeps the position a list was shown with when a newer one comes', () => {
    const moved: LocationState = { status: 'ready', coords: ELSEWHERE };
    expect(plan({ location: moved, shownWith: HERE }).coords).toBe(HERE);
    expect(plan({ location: moved, shownWith: HERE, sort: 'nearest' }).coords).toBe(HERE);
  });

  it('waits for the permission check, and for the position only when the search needs it', () => {
    expect(plan({ location: CHECKING }).wait).toBe(true);
    expect(plan({ location: LOCATING }).wait).toBe(false);
    expect(plan({ location: LOCATING, filters: { ...NONE, radius: 10 } }).wait).toBe(true);
    expect(plan({ location: LOCATING, sort: 'nearest' }).wait).toBe(true);
  });

  it('a radius or nearest first takes the position when it comes, even after a list was shown without it', () => {
    expect(plan({ location: READY, shownWith: null, filters: { ...NONE, radius: 25 } })).toMatchObject({ coords: HERE, offerSortByDistance: false });
    expect(plan({ location: READY, shownWith: null, sort: 'nearest' })).toEqual({
      coords: HERE,
      wait: false,
      orderedFrom: 'device',
      offerSortByDistance: false,
    });
  });

  it('without a position there is nothing to wait for, nothing ordered by distance and nothing to offer', () => {
    for (const location of [IDLE, DENIED]) {
      expect(plan({ location, sort: 'nearest', filters: { ...NONE, radius: 5 } })).toEqual({
        coords: null,
        wait: false,
        orderedFrom: null,
        offerSortByDistance: false,
      });
    }
  });

  it('a place replaces the position: no device coordinates, no waiting, ordered from the place when nearest', () => {
    const near = { ...NONE, near: 'Decatur, GA', radius: 10 as const };
    expect(plan({ filters: near, location: READY, sort: 'nearest' })).toEqual({ coords: null, wait: false, orderedFrom: 'place', offerSortByDistance: false });
    expect(plan({ filters: near, location: CHECKING })).toEqual({ coords: null, wait: false, orderedFrom: null, offerSortByDistance: false });
  });
});

describe('withDistancesFrom', () => {
  const card = (id: number, latitude: number | null, longitude: number | null, distance: number | null = null) =>
    ({ id, latitude, longitude, distance }) as ListingCard;

  it('adds the distance, rounded to a tenth of a mile, keeping the order and the distances already there', () => {
    const items = [card(1, 33.8, -84.4), card(2, null, null), card(3, 40.7, -74, 2.5)];
    const out = withDistancesFrom(items, HERE);
    expect(out.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(out[0]!.distance).toBe(3.6);
    expect(out[1]!.distance).toBeNull();
    expect(out[2]).toBe(items[2]);
  });

  it('without a position gives the list back as it is', () => {
    const items = [card(1, 33.8, -84.4)];
    expect(withDistancesFrom(items, null)).toBe(items);
  });
});
