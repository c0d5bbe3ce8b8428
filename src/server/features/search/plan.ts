// The second stage of a search: how it is answered, decided from the query and its reading alone (no SQL,
// no database): the filters, where distances are measured from, the ranking tiers, and the strategies
// that find a page, tried in order until one is sure.
import type { Point } from '@shared/distance';
import type { SearchQuery } from '@shared/schemas/listing';
import { cellQuery } from './cells';
import { foldText, SHORT_TERM, wordsOf } from './query-text';
import type { QueryReading } from './read-query';
import { type WordMatch, wordsHold, type WordTier } from './word-tiers';

/** Where distances are measured from: the place in the text, or the visitor. */
export type Center = Readonly<Point>;

/** Where the search is centred: distances are measured from the center, and a radius is drawn around it. */
export interface Location {
  center: Center;
  radiusMiles: number | null;
  /** The center is the place in the text (inside the state it narrows to), not the visitor. */
  fromPlace: boolean;
}

/**
 * What a tier's listings match. `contains`: the folded text, as typed, inside the name or the whole
 * search text. `words`: a full-text query over the words of the name or the text. `type`: the business
 * type is one of these. `either`: any of the conditions.
 */
export type Condition =
  | { kind: 'contains'; field: 'name' | 'text'; text: string }
  | { kind: 'words'; field: 'name' | 'text'; query: string }
  | { kind: 'type'; types: readonly string[] }
  | { kind: 'either'; conditions: readonly Condition[] };

/** A ranking tier: what its listings match (null: all that the filters keep), and what only earlier tiers hold. */
export interface Tier {
  match: Condition | null;
  excluded: readonly Condition[];
}

/**
 * How the matches rank. With text: the exact text's tiers (name, business type, the rest), then each word
 * tier's (see word-tiers.ts) in the same order, each tier holding only what no earlier one holds.
 * Without text, all rank alike. A tier's number is its index in `tiers`, and nowhere else.
 */
export interface Ranking {
  tiers: readonly [Tier, ...Tier[]];
  /**
   * What any tier matches, as the cell-terms index looks it up: the exact text (folded), the last word
   * tier's match (it holds the others), and the condition of any match. Null without text.
   */
  text: { exact: string; words: WordMatch | null; any: Condition } | null;
}

/**
 * A way to find the page's rows. `cells`: text within a radius through the index of terms by map cell,
 * sure unless more than `candidates` near listings may match. `walk`: each tier walked nearest first
 * through the distance index, sure unless a crowd shares the distance at the page's edge. `sort`: each
 * tier's matches put in the plan's order in full, always sure.
 */
export type Strategy = { name: 'cells'; tsquery: string; candidates: number } | { name: 'walk' } | { name: 'sort' };

/** Equality and list filters: the query's, and the place's state and city. Services are folded. */
export interface Filters {
  state?: string;
  city?: string;
  type?: string;
  price?: number[];
  services?: string[];
  /** Attributes every listing must have (Woman-owned and Wheelchair accessible: both). */
  attributes?: string[];
}

interface PlanCommon {
  offset: number;
  limit: number;
  /** Rows a strategy ranks: the page and every row before it, and the row after it (is there more?). */
  want: number;
  filters: Filters;
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

/** A reading of no text: what a search without `q` is planned from. */
export const NO_TEXT: QueryReading = { text: '', exact: '', place: null, wordTiers: [], types: [], didYouMean: null };

export function planSearch(query: SearchQuery, reading: QueryReading = NO_TEXT, tuning: SearchTuning = DEFAULT_TUNING): SearchPlan {
  const { place } = reading;
  const visitor = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  // A place in the text is where the visitor asks about: it takes the visitor's place, radius included.
  const radiusMiles = query.radius ?? null;
  const location: Location | null = place?.center
    ? { center: place.center, radiusMiles, fromPlace: true }
    : visitor
      ? { center: visitor, radiusMiles, fromPlace: false }
      : null;
  const want = query.offset + query.limit + 1;
  const { offset, limit } = query;
  const filters: Filters = {
    state: query.state ?? place?.state ?? undefined,
    city: place?.cityKey ?? undefined,
    type: query.type,
    price: query.price,
    services: query.services?.map(foldText),
    attributes: query.attributes,
  };
  const ranking = rankingOf(reading, query.sort, location !== null);
  // Nearer listings first within each tier for ranked text or a place wherever the center is; otherwise
  // only a radius orders by distance (a far state's listings would be walked to from afar).
  // (Objects are written out rather than spread: V8 spreads into a literal on a slow path.)
  const byDistance = query.sort === 'nearest' || (query.sort === 'relevance' && (ranking.text !== null || location?.fromPlace === true));
  if (location && (location.radiusMiles !== null || byDistance)) {
    const strategies = nearestStrategies(filters, ranking, location, tuning);
    return { kind: 'nearest', offset, limit, want, filters, ranking, location, strategies };
  }
  return { kind: 'newest', offset, limit, want, filters, ranking, location, strategies: [{ name: 'sort' }] };
}

const ALL: Ranking = { tiers: [{ match: null, excluded: [] }], text: null };

function rankingOf(reading: QueryReading, sort: SearchQuery['sort'], nearestPossible: boolean): Ranking {
  const { exact, wordTiers } = reading;
  if (!exact) return ALL;
  const exactAny = exactCondition(exact, 'text');
  const last = wordTiers.at(-1) ?? null;
  const any: Condition = last ? { kind: 'either', conditions: [exactAny, wordCondition(last, 'text')] } : exactAny;
  const text = { exact, words: last?.match ?? null, any };
  // Newest or nearest first: every match ranks alike (nearest without a center falls back to best match).
  if (sort === 'newest' || (sort === 'nearest' && nearestPossible)) return { tiers: [{ match: any, excluded: [] }], text };
  const tiers: Tier[] = [];
  // Each level's tiers: name, then type (when a type matches), then the rest; none holds what an earlier one does.
  const level = (name: Condition, types: string[], rest: Condition, before: Condition[]) => {
    const first: Condition[] = types.length ? [name, { kind: 'type', types }] : [name];
    first.forEach((match, i) => tiers.push({ match, excluded: [...before, ...first.slice(0, i)] }));
    tiers.push({ match: rest, excluded: [...before, ...first] });
  };
  level(exactCondition(exact, 'name'), typesContaining(reading.types, exact), exactAny, []);
  for (const [i, tier] of wordTiers.entries()) {
    const types = reading.types.filter((type) => wordsHold(tier.match, wordsOf(type)));
    // Each word tier holds the one before it: excluding the one before is excluding them all.
    const before = i === 0 ? [exactAny] : [exactAny, wordCondition(wordTiers[i - 1]!, 'text')];
    level(wordCondition(tier, 'name'), types, wordCondition(tier, 'text'), before);
  }
  return { tiers: tiers as [Tier, ...Tier[]], text };
}

/**
 * The full-text query of a short exact text over the starts of words: every word of the text starts a
 * word of the listing. Null without a word; a short text's words are never longer than the two letters kept.
 */
export function wordStartQuery(text: string): string | null {
  if (text.length >= SHORT_TERM) throw new Error(`Not a short term: ${text}`);
  const words = wordsOf(text);
  return words.length ? words.map((w) => `'${w}'`).join(' & ') : null;
}

function exactCondition(exact: string, field: 'name' | 'text'): Condition {
  const starts = exact.length < SHORT_TERM ? wordStartQuery(exact) : null;
  return starts ? { kind: 'words', field, query: starts } : { kind: 'contains', field, text: exact };
}

const wordCondition = (tier: WordTier, field: 'name' | 'text'): Condition => ({ kind: 'words', field, query: tier.query });

/** The business types whose name contains the text (for short texts: a word of it starts with the text). */
export function typesContaining(types: readonly string[], exact: string): string[] {
  const short = exact.length < SHORT_TERM;
  return types.filter((type) => (short ? wordsOf(type).some((w) => w.startsWith(exact)) : foldText(type).includes(exact)));
}

function nearestStrategies(filters: Filters, ranking: Ranking, location: Location, tuning: SearchTuning): NearestPlan['strategies'] {
  const strategies: Strategy[] = [];
  const { center, radiusMiles } = location;
  const tsquery = ranking.text && radiusMiles !== null ? cellQuery(ranking.text.exact, center, radiusMiles, ranking.text.words) : null;
  if (tsquery) strategies.push({ name: 'cells', tsquery, candidates: tuning.cellCandidates });
  // A state without a radius is sorted: walking nearest first from the visitor would cross every nearer
  // listing to reach a far state (the planner cannot see that states lie in places). From a place in the
  // text, the walk starts inside the state.
  if (!(filters.state && radiusMiles === null && !location.fromPlace)) strategies.push({ name: 'walk' });
  return [...strategies, { name: 'sort' }];
}
