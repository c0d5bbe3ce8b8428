// How a search is answered, decided from the query alone (no SQL, no database): the order of the
// results, the ranking tiers, and the strategies that find a page, tried in order until one is sure.
import type { Point } from '@shared/distance';
import type { SearchQuery } from '@shared/schemas/listing';
import { cellQuery } from './cells';
import { typesMatching } from './text-match';

/** The visitor's location: distances are measured from it, and a radius is drawn around it. */
export type Center = Readonly<Point>;

/**
 * How the matches rank: a text search puts name matches first, then business-type matches, then any
 * other match (each tier holds only what no earlier tier holds); without text, all rank alike. A
 * tier's number is its index in `tiers`, and nowhere else.
 */
export type Ranking = { text: null; tiers: readonly [{ kind: 'all' }] } | { text: string; tiers: readonly [TextTier, ...TextTier[]] };

export type TextTier = { kind: 'name' } | { kind: 'type'; types: readonly string[] } | { kind: 'any' };

/**
 * A way to find the page's rows. `cells`: text within a radius through the index of terms by map cell,
 * sure unless more than `candidates` near listings may match. `walk`: each tier walked nearest first
 * through the distance index, sure unless a crowd shares the distance at the page's edge. `sort`: each
 * tier's matches put in the plan's order in full, always sure.
 */
export type Strategy = { name: 'cells'; term: string; tsquery: string; candidates: number } | { name: 'walk' } | { name: 'sort' };

/** Where the visitor is: distances are measured from the center, and a radius keeps the listings within it. */
export interface Location {
  center: Center;
  radiusMiles: number | null;
}

interface PlanCommon {
  offset: number;
  limit: number;
  /** Rows a strategy ranks: the page and every row before it, and the row after it (is there more?). */
  want: number;
  /** Equality and list filters, as the query gave them. */
  filters: Pick<SearchQuery, 'state' | 'type' | 'price' | 'services'>;
  ranking: Ranking;
}

/** Newest first within each tier: the tiers in full order are the only strategy. */
export interface NewestPlan extends PlanCommon {
  kind: 'newest';
  location: Location | null;
  strategies: readonly [{ name: 'sort' }];
}

/** Nearest first within each tier, ties on the rounded distance newest first. */
export interface NearestPlan extends PlanCommon {
  kind: 'nearest';
  location: Location;
  /** Tried in order until one is sure of its page; the last, a sort, always is. */
  strategies: readonly [...Strategy[], { name: 'sort' }];
}

export type SearchPlan = NewestPlan | NearestPlan;

/** Limits a test can lower to reach every strategy. */
export interface SearchTuning {
  /** Near listings that may match a text, read through the cell-terms index before it gives way to the tiers. */
  cellCandidates: number;
}

// About as many as cost what the tiers cost for a common term (the benchmark measures both).
export const DEFAULT_TUNING: SearchTuning = { cellCandidates: 1000 };

export function planSearch(query: SearchQuery, tuning: SearchTuning = DEFAULT_TUNING): SearchPlan {
  const term = query.q ? query.q.toLowerCase() : null;
  const location: Location | null =
    query.lat !== undefined && query.lng !== undefined ? { center: { latitude: query.lat, longitude: query.lng }, radiusMiles: query.radius ?? null } : null;
  const want = query.offset + query.limit + 1;
  const { offset, limit } = query;
  const filters = { state: query.state, type: query.type, price: query.price, services: query.services };
  const ranking = rankingOf(term, query.sort);
  // A text search puts nearer listings first within each tier wherever the visitor is; without text,
  // only a radius orders by distance (a far state's listings would otherwise be walked to from afar).
  // (Objects are written out rather than spread: V8 spreads into a literal on a slow path.)
  if (location && (location.radiusMiles !== null || (term && query.sort === 'relevance'))) {
    const strategies = nearestStrategies(query, term, location, tuning);
    return { kind: 'nearest', offset, limit, want, filters, ranking, location, strategies };
  }
  return { kind: 'newest', offset, limit, want, filters, ranking, location, strategies: [{ name: 'sort' }] };
}

function rankingOf(text: string | null, sort: SearchQuery['sort']): Ranking {
  if (!text) return { text: null, tiers: [{ kind: 'all' }] };
  if (sort === 'newest') return { text, tiers: [{ kind: 'any' }] };
  const types = typesMatching(text);
  return { text, tiers: types.length ? [{ kind: 'name' }, { kind: 'type', types }, { kind: 'any' }] : [{ kind: 'name' }, { kind: 'any' }] };
}

function nearestStrategies(query: SearchQuery, term: string | null, location: Location, tuning: SearchTuning): NearestPlan['strategies'] {
  const strategies: Strategy[] = [];
  const { center, radiusMiles } = location;
  const tsquery = term && radiusMiles !== null ? cellQuery(term, center, radiusMiles) : null;
  if (term && tsquery) strategies.push({ name: 'cells', term, tsquery, candidates: tuning.cellCandidates });
  // A state without a radius is sorted: walking nearest first would cross every nearer listing to reach
  // a far state (the planner cannot see that states lie in places).
  if (!(query.state && radiusMiles === null)) strategies.push({ name: 'walk' });
  return [...strategies, { name: 'sort' }];
}
