// How a search is answered, decided from the query alone (no SQL, no database): the order of the
// results, the ranking tiers, and the strategies that find a page, tried in order until one is sure.
import type { Point } from '@shared/distance';
import type { SearchQuery } from '@shared/schemas/listing';
import { cellQuery } from './cells';
import { typesMatching } from './text-match';

/** The visitor's location: distances are measured from it, and a radius is drawn around it. */
export type Center = Readonly<Point>;

/**
 * What a ranking tier holds. A text search ranks name matches, then business-type matches, then the
 * rest; a tier holds only the matches no earlier tier holds.
 */
export type Tier =
  | { kind: 'all' }
  | { kind: 'name'; term: string }
  | { kind: 'type'; types: readonly string[] }
  | { kind: 'text'; term: string };

/**
 * A way to find the page's rows. `cells`: text within a radius through the index of terms by map cell,
 * sure unless more than `candidates` near listings may match. `walk`: each tier walked nearest first
 * through the distance index, sure unless a crowd shares the distance at the page's edge. `sort`: each
 * tier's matches put in the plan's order in full, always sure.
 */
export type Strategy =
  | { name: 'cells'; term: string; tsquery: string; candidates: number }
  | { name: 'walk' }
  | { name: 'sort' };

interface PlanCommon {
  offset: number;
  limit: number;
  /** Rows a strategy ranks: the page and every row before it, and the row after it (is there more?). */
  want: number;
  /** Equality and list filters, as the query gave them. */
  filters: Pick<SearchQuery, 'state' | 'type' | 'price' | 'services'>;
  /** Only listings within `miles` of the center. */
  within: { center: Center; miles: number } | null;
  /** Where distances are measured from: shown whenever the visitor gave a location, whatever the order. */
  from: Center | null;
  /** In rank order: a tier's number is its index here, and nowhere else. */
  tiers: readonly [Tier, ...Tier[]];
}

/** Newest first within each tier: the tiers in full order are the only strategy. */
export interface NewestPlan extends PlanCommon {
  kind: 'newest';
  strategies: readonly [{ name: 'sort' }];
}

/** Nearest first within each tier, ties on the rounded distance newest first. */
export interface NearestPlan extends PlanCommon {
  kind: 'nearest';
  center: Center;
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
  const from: Center | null = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  const within = from && query.radius !== undefined ? { center: from, miles: query.radius } : null;
  // A text search puts nearer listings first within each tier wherever the visitor is; without text,
  // only a radius orders by distance (a far state's listings would otherwise be walked to from afar).
  const nearest = from && (within || (term && query.sort === 'relevance')) ? from : null;
  const { state, type, price, services } = query;
  const common: PlanCommon = {
    offset: query.offset,
    limit: query.limit,
    want: query.offset + query.limit + 1,
    filters: { state, type, price, services },
    within,
    from,
    tiers: tiersOf(term, query.sort),
  };
  if (!nearest) return { ...common, kind: 'newest', strategies: [{ name: 'sort' }] };
  return { ...common, kind: 'nearest', center: nearest, strategies: nearestStrategies(query, term, within, tuning) };
}

function tiersOf(term: string | null, sort: SearchQuery['sort']): PlanCommon['tiers'] {
  if (!term) return [{ kind: 'all' }];
  if (sort === 'newest') return [{ kind: 'text', term }];
  const types = typesMatching(term);
  return types.length
    ? [{ kind: 'name', term }, { kind: 'type', types }, { kind: 'text', term }]
    : [{ kind: 'name', term }, { kind: 'text', term }];
}

function nearestStrategies(query: SearchQuery, term: string | null, within: PlanCommon['within'], tuning: SearchTuning): NearestPlan['strategies'] {
  const strategies: Strategy[] = [];
  const tsquery = term && within ? cellQuery(term, within.center, within.miles) : null;
  if (term && tsquery) strategies.push({ name: 'cells', term, tsquery, candidates: tuning.cellCandidates });
  // A state without a radius is sorted: walking nearest first would cross every nearer listing to reach
  // a far state (the planner cannot see that states lie in places).
  if (!(query.state && !within)) strategies.push({ name: 'walk' });
  return [...strategies, { name: 'sort' }];
}
