// The directory's state in the URL: the search text and every applied filter, read from and written to
// the query string so a search can be shared, reloaded and navigated back to. Pure, DOM-free.
import { PRICE_LEVELS, PROXIMITY_RADII, STATE_CODES, stateName, type StateCode } from '@shared/reference';
import { formatCount } from '@shared/format-count';
import { attributeLabel, isAttributeKey, sortAttributes, type AttributeKey } from '@shared/reference/attributes';

export type Radius = (typeof PROXIMITY_RADII)[number];
export type ResultsView = 'list' | 'map';

export interface SearchFilters {
  type?: string;
  state?: StateCode;
  services: string[];
  /** Price levels 1 ($) to 4 ($$$$), ascending, no repeats. */
  price: number[];
  /** Attributes every result has (Woman-owned and Wheelchair accessible), in the reference list's order. */
  attributes: AttributeKey[];
  /** Miles around the place, or else the visitor's location; needs one of them to be known. */
  radius?: Radius;
  /** A city or ZIP code the visitor named: distances are measured from it instead of the device's position. */
  near?: string;
  /** Only businesses open now, in their own local time. */
  open?: 'now';
}

/** The order of the results: an order, not a filter (no chip, not counted, not cleared with the filters). */
export const SEARCH_SORTS = ['relevance', 'nearest', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SORT: SearchSort = 'relevance';
export const SORT_LABELS: Readonly<Record<SearchSort, string>> = { relevance: 'Best match', nearest: 'Nearest', rating: 'Highest rated' };

export interface DirectorySearch {
  q: string;
  filters: SearchFilters;
  sort: SearchSort;
  view: ResultsView;
}

export const EMPTY_FILTERS: Readonly<SearchFilters> = Object.freeze({ services: [], price: [], attributes: [] });

const MAX_SERVICES = 20;
const MAX_TEXT = 100;
/** The API's limit for a place's text; a longer one is no place, and is dropped rather than cut. */
export const MAX_PLACE = 100;

function commaList(value: string | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Every parameter parseSearchParams reads: the search page's, for the server render (its handle's `query`). */
export const SEARCH_PARAM_NAMES = ['q', 'type', 'state', 'services', 'price', 'attributes', 'near', 'radius', 'open', 'sort', 'view'] as const;

/** A place's text with its spaces tidied; undefined when it is blank, too long or has no letter or digit. */
export function cleanPlace(text: string | null | undefined): string | undefined {
  const place = (text ?? '').replace(/\s+/g, ' ').trim();
  return place.length <= MAX_PLACE && /[\p{L}\p{N}]/u.test(place) ? place : undefined;
}

/** Reads q, filters and view from a query string; values that make no sense are dropped, never fatal. */
export function parseSearchParams(params: URLSearchParams): DirectorySearch {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_TEXT);
  const type = (params.get('type') ?? '').trim().slice(0, MAX_TEXT) || undefined;
  const stateParam = (params.get('state') ?? '').trim().toUpperCase();
  const state = (STATE_CODES as readonly string[]).includes(stateParam) ? (stateParam as StateCode) : undefined;
  const services = unique(commaList(params.get('services')).filter((s) => s.length <= 60)).slice(0, MAX_SERVICES);
  const price = unique(
    commaList(params.get('price'))
      .filter((p) => /^[1-4]$/.test(p))
      .map(Number),
  ).sort((a, b) => a - b);
  const attributes = sortAttributes(commaList(params.get('attributes')).filter(isAttributeKey));
  const radiusParam = Number(params.get('radius'));
  const radius = (PROXIMITY_RADII as readonly number[]).includes(radiusParam) ? (radiusParam as Radius) : undefined;
  const near = cleanPlace(params.get('near'));
  const open = params.get('open') === 'now' ? 'now' : undefined;
  const sortParam = params.get('sort') ?? '';
  const sort = (SEARCH_SORTS as readonly string[]).includes(sortParam) ? (sortParam as SearchSort) : DEFAULT_SORT;
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list';
  return { q, filters: { type, state, services, price, attributes, radius, near, open }, sort, view };
}

/** The query string for a search: only what is set, in a stable order. */
export function toSearchParams({ q, filters, sort, view }: Partial<DirectorySearch>): URLSearchParams {
  const params = new URLSearchParams();
  const text = (q ?? '').trim();
  if (text) params.set('q', text);
  if (filters?.type) params.set('type', filters.type);
  if (filters?.state) params.set('state', filters.state);
  if (filters?.services.length) params.set('services', filters.services.join(','));
  if (filters?.price.length) params.set('price', [...filters.price].sort((a, b) => a - b).join(','));
  if (filters?.attributes.length) params.set('attributes', sortAttributes(filters.attributes).join(','));
  const near = cleanPlace(filters?.near);
  if (near) params.set('near', near);
  if (filters?.radius) params.set('radius', String(filters.radius));
  if (filters?.open) params.set('open', filters.open);
  if (sort && sort !== DEFAULT_SORT) params.set('sort', sort);
  if (view === 'map') params.set('view', 'map');
  return params;
}

export interface FilterChip {
  /** Stable and unique among the chips, for React keys and test ids. */
  key: string;
  label: string;
  /** The filters with this one removed. */
  without: (filters: SearchFilters) => SearchFilters;
}

export function priceLabel(level: number): string {
  return PRICE_LEVELS.find((p) => p.level === level)?.label ?? '$'.repeat(level);
}

/** 'Near Atlanta, GA': the chip of a place, and the hint when the results are ordered from it. */
export const nearPlaceText = (place: string) => `Near ${place}`;

/** One removable chip per active filter value, in the order the filter sheet shows them. */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.near) chips.push({ key: 'near', label: nearPlaceText(filters.near), without: (f) => ({ ...f, near: undefined }) });
  if (filters.radius) {
    chips.push({ key: 'radius', label: `Within ${filters.radius} miles`, without: (f) => ({ ...f, radius: undefined }) });
  }
  if (filters.type) chips.push({ key: 'type', label: filters.type, without: (f) => ({ ...f, type: undefined }) });
  if (filters.state) {
    chips.push({ key: 'state', label: stateName(filters.state) ?? filters.state, without: (f) => ({ ...f, state: undefined }) });
  }
  for (const service of filters.services) {
    chips.push({ key: `service:${service}`, label: service, without: (f) => ({ ...f, services: f.services.filter((s) => s !== service) }) });
  }
  for (const level of filters.price) {
    chips.push({ key: `price:${level}`, label: priceLabel(level), without: (f) => ({ ...f, price: f.price.filter((p) => p !== level) }) });
  }
  for (const key of filters.attributes) {
    chips.push({ key: `attribute:${key}`, label: attributeLabel(key), without: (f) => ({ ...f, attributes: f.attributes.filter((a) => a !== key) }) });
  }
  if (filters.open) chips.push({ key: 'open', label: 'Open now', without: (f) => ({ ...f, open: undefined }) });
  return chips;
}

/** The number on the Filters button: one per chip. */
export function countActiveFilters(filters: SearchFilters): number {
  return filterChips(filters).length;
}

export function sameFilters(a: SearchFilters, b: SearchFilters): boolean {
  return toSearchParams({ filters: a }).toString() === toSearchParams({ filters: b }).toString();
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Coordinates rounded to about 10 m: enough for distances, and steady as a cache key. */
export function roundCoordinates(point: Coordinates): Coordinates {
  return { latitude: Math.round(point.latitude * 1e4) / 1e4, longitude: Math.round(point.longitude * 1e4) / 1e4 };
}

/**
 * The GET /api/listings query for a search. The center (a place the visitor named, or else the device's
 * location) gives every card its distance; the radius and the nearest-first order are sent only with a
 * center (a shared link with a radius waits for the visitor's own location). A place replaces the device's
 * position: the visitor chose it.
 */
export function toApiQuery(
  q: string,
  filters: SearchFilters,
  location: Coordinates | null,
  sort: SearchSort = DEFAULT_SORT,
): Record<string, string | number | undefined> {
  const near = cleanPlace(filters.near);
  const point = location && !near ? roundCoordinates(location) : null;
  const centered = !!point || !!near;
  return {
    q: q.trim() || undefined,
    type: filters.type,
    state: filters.state,
    services: filters.services.length ? filters.services.join(',') : undefined,
    price: filters.price.length ? filters.price.join(',') : undefined,
    attributes: filters.attributes.length ? filters.attributes.join(',') : undefined,
    open: filters.open,
    near,
    lat: point?.latitude,
    lng: point?.longitude,
    radius: centered ? filters.radius : undefined,
    sort: sort === DEFAULT_SORT || (sort === 'nearest' && !centered) ? undefined : sort,
  };
}

/**
 * Where the search box goes: /search-results?q=... (filters and order kept) for non-blank text; null for blank text,
 * which does nothing.
 */
export function searchHref(text: string, filters: SearchFilters, view: ResultsView = 'list', sort: SearchSort = DEFAULT_SORT): string | null {
  const q = text.trim();
  return q ? `/search-results?${toSearchParams({ q, filters, sort, view }).toString()}` : null;
}

/** 'Found 20+ businesses' while more pages exist, 'Found 3 businesses', 'Found 1 business'. */
export function foundText(count: number, hasMore: boolean): string {
  return `Found ${hasMore ? `${formatCount(count)}+ businesses` : formatCount(count, 'business', 'businesses')}`;
}
