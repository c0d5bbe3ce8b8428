// Directory search over the narrow search copy of approved listings, answered in one statement.
//
// Order: name matches, then business-type matches, then the rest; within each, nearest first when a
// location is given (distance to 0.1 mile, listings without coordinates last, then newest), otherwise
// newest. Without text, only a radius orders by distance. Each tier is its own subquery with its own
// LIMIT, and the tiers are glued with UNION ALL under an outer LIMIT, so Postgres reads a later tier only
// when the earlier ones ran out: common terms stop early on the newest-first index (or the nearest-first
// walk), rare terms use a trigram index (see text-match). A radius without text walks the GiST index of
// unit-sphere points (see `earth` in the schema) nearest first instead of measuring every listing in the
// radius. Text within a radius first asks the index of terms by map cell (see cells.ts) for the near
// listings that may match, and ranks them all; only when there are very many do the tiers answer. The
// page comes back as the response's JSON, listing cards and rating summaries included.
import { sql, type SQL } from 'drizzle-orm';
import { chordOfMiles, EARTH_RADIUS_MILES, unitSpherePoint } from '@shared/distance';
import type { SearchQuery } from '@shared/schemas/listing';
import type pg from 'pg';
import { likePattern } from '../../db/like';
import { queryPrepared } from '../../db/prepared';
import { reviews } from '../../db/schema';
import { PUBLIC_LISTING_JSON_ARGS } from '../listings/listing-json';
import { averageRating, reviewCount } from '../reviews/rating-sql';
import { cellQuery } from './cells';
import { textMatch, type TextMatch } from './text-match';

// Matches the ordering indexes (created_at DESC NULLS LAST, id DESC NULLS LAST) exactly.
const NEWEST = sql`created_at desc nulls last, id desc nulls last`;
// Slack on box and radius bounds, far below the 0.1 mile the distances are rounded to.
const CHORD_SLACK = 1e-9;

interface Plan {
  /** Rows the tiers must yield: everything up to and including the row after the page. */
  want: number;
  /** Filters every tier shares (type, state, price, services, radius). */
  filters: SQL[];
  /** The row's distance in miles rounded to 0.1, or null. */
  distance: SQL;
  /** The search point on the unit sphere, when the results are ordered nearest first. */
  nearest: SQL | null;
  /** How nearest-first tiers are read first (see NearestMode); a walk that is not sure is followed by a sort. */
  firstMode: NearestMode;
}

/** Limits a test can lower to reach every path. */
export interface SearchTuning {
  /** Near listings that may match a text, read through the cell-terms index before it gives way to the tiers. */
  cellCandidates: number;
}

// A candidate costs about 3 µs to read, test and sort on PostgreSQL at 100,000 listings: 1,000 of them
// take about what the tiers take for a common term.
const DEFAULT_TUNING: SearchTuning = { cellCandidates: 1000 };

/** One page of results as the JSON text of a `SearchResponse` ({items, hasMore}). */
export async function searchListingsJson(pool: pg.Pool, query: SearchQuery, tuning = DEFAULT_TUNING): Promise<string> {
  const term = query.q?.toLowerCase() ?? '';
  const text = term ? textMatch(term) : null;
  const plan = planSearch(query, text !== null);
  const cells = text && plan.nearest && query.radius !== undefined ? cellQuery(term, { latitude: query.lat!, longitude: query.lng! }, query.radius) : null;
  if (text && plan.nearest && cells) {
    const near = await runPage(pool, query, plan, cellsSource(query, plan, plan.nearest, text, cells, tuning.cellCandidates));
    // Too many near listings may match (a very common term): the tiers stop earlier.
    if (near.exact) return near.body;
  }
  const first = await runPage(pool, query, plan, tiersSource(query, plan, plan.firstMode, text));
  // A walk is not sure of its rows when a crowd of listings shares the page edge's distance, or when the
  // page reaches listings without coordinates (see nearestWalkSql): then the matches are sorted in full.
  return first.exact ? first.body : (await runPage(pool, query, plan, tiersSource(query, plan, 'sort', text))).body;
}

/** How nearest-first tiers are read: an index walk with a margin for ties, or a full sort. */
type NearestMode = 'walk' | 'sort';

/**
 * Where a page's rows come from: `rows` yields (tier, id, created_at, distance, complete) in page order
 * at least as far as `want`; `exact` says whether they are surely the right rows (by default, all complete).
 */
interface Source {
  with?: SQL;
  rows: SQL;
  exact?: SQL;
}

function tiersSource(query: SearchQuery, plan: Plan, mode: NearestMode, text: TextMatch | null): Source {
  let tiers: SQL[];
  if (!text) tiers = [tierSql(plan, mode, 0, null)];
  else if (query.sort === 'newest') tiers = [tierSql(plan, mode, 0, text.any)];
  else tiers = rankedTiers(plan, mode, text);
  return { rows: sql`select * from (${sql.join(tiers, sql` union all `)}) u limit ${plan.want}` };
}

/**
 * Text within a radius: the near listings that may match come out of the cell-terms index (see cells.ts),
 * at most `max` of them; each is tested and ranked as it is read, keeping only the columns the page
 * needs, and the matches are sorted in full. More than `max` makes the page inexact, and the tiers
 * answer instead.
 */
function cellsSource(query: SearchQuery, plan: Plan, center: SQL, text: TextMatch, cells: string, max: number): Source {
  const tier = query.sort === 'newest' ? sql`0` : sql`case when ${text.name} then 0 when ${text.type ?? sql`false`} then 1 else 2 end`;
  const few = sql`(select count(*) from candidates) <= ${max}`;
  return {
    with: sql`with candidates as materialized (
      select s.id, s.created_at, ${tier}::int as tier, (s.earth <-> ${center}) as chord, ${sql.join([...plan.filters, text.any], sql` and `)} as matches
      from listing_search s where listing_cell_terms(s.search_text, s.latitude, s.longitude) @@ ${cells}::tsquery limit ${max + 1})`,
    // Too many candidates: nothing is sorted (the count is taken once).
    rows: sql`select tier, id, created_at, ${roundedMiles(sql`chord`)} as distance, true as complete
      from candidates where ${few} and matches
      order by tier, distance, ${NEWEST} limit ${plan.want}`,
    exact: few,
  };
}

async function runPage(pool: pg.Pool, query: SearchQuery, plan: Plan, source: Source) {
  const order = plan.nearest ? sql`tier, distance, ${NEWEST}` : sql`tier, ${NEWEST}`;
  const last = query.offset + query.limit;
  // Lists go in as one array each, so a statement's text depends on which filters are set, not on how
  // many values they hold: the prepared statements stay few.
  const [row] = await queryPrepared<{ body: string; exact: boolean }>(pool, sql`
    ${source.with ?? sql``}
    select json_build_object(
      'items', coalesce(json_agg(json_build_object(${PUBLIC_LISTING_JSON_ARGS},
        'distance', p.distance, 'rating', json_build_object('count', r.count, 'average', r.average))
        order by p.pos) filter (where p.pos <= ${last}), '[]'),
      'hasMore', count(*) > ${query.limit}
    )::text as body, ${source.exact ?? sql`coalesce(bool_and(p.exact), true)`} as exact
    from (
      select h.*, row_number() over (order by ${order}) as pos, bool_and(h.complete) over () as exact
      from (${source.rows}) h
    ) p
    join listings on listings.id = p.id
    left join lateral (
      select ${reviewCount} as count, ${averageRating} as average from reviews where ${reviews.businessId} = listings.id
    ) r on true
    where p.pos > ${query.offset} and p.pos <= ${last + 1}`);
  return row!;
}

function planSearch(query: SearchQuery, hasText: boolean): Plan {
  const want = query.offset + query.limit + 1;
  const center =
    query.lat !== undefined && query.lng !== undefined
      ? sql`${`(${unitSpherePoint({ latitude: query.lat, longitude: query.lng }).join(', ')})`}::cube`
      : null;

  const filters: SQL[] = [];
  if (query.state) filters.push(sql`s.state = ${query.state}`);
  if (query.type) filters.push(sql`s.business_type = ${query.type}`);
  if (query.price?.length) filters.push(sql`s.price_level = any(${sql.param(query.price)}::smallint[])`);
  if (query.services?.length) {
    const patterns = query.services.map((service) => likePattern(service.toLowerCase()));
    filters.push(sql`s.services_lc like any(${sql.param(patterns)}::text[])`);
  }
  if (center && query.radius !== undefined) {
    // The box lets the GiST index find the radius; the chord is the exact test (it grows with the miles).
    const chord = chordOfMiles(query.radius);
    filters.push(sql`s.earth <@ cube_enlarge(${center}, ${chord + CHORD_SLACK}, 3)`);
    filters.push(sql`(s.earth <-> ${center}) <= ${chord}`);
  }
  return {
    want,
    filters,
    distance: center ? roundedMiles(sql`(s.earth <-> ${center})`) : sql`null::float8`,
    // A text search ranks nearer listings first within each tier wherever the visitor is; without text,
    // only a radius orders by distance (a far state's listings would otherwise be walked to from afar).
    nearest: center && (query.radius !== undefined || (hasText && query.sort === 'relevance')) ? center : null,
    // Likewise a state without a radius: walking nearest first, the index would cross every nearer
    // listing to reach a far state (the planner cannot see that states lie in places), so its matches are
    // sorted in full.
    firstMode: query.state && query.radius === undefined ? 'sort' : 'walk',
  };
}

/** Great-circle miles of a unit-sphere chord, rounded to 0.1 as shown; null stays null (least() alone would skip it). */
function roundedMiles(chord: SQL): SQL {
  return sql`round((case when ${chord} is null then null else ${2 * EARTH_RADIUS_MILES} * asin(least(1, ${chord} / 2)) end)::numeric, 1)::float8`;
}

/**
 * One tier: the first `want` rows of the matches in the tier's order, with the columns the outer
 * ordering needs, and whether they are surely the right rows (`complete`). `exclude` drops rows an
 * earlier tier already holds, after the LIMIT, so the tier's own plan is made for the plain match
 * (accurate row estimates); `want` rows still suffice, since a later tier is only read when the
 * earlier ones hold fewer than `want` rows.
 */
function tierSql(plan: Plan, mode: NearestMode, tier: number, match: SQL | null, exclude: SQL | null = null): SQL {
  const conditions = match ? [...plan.filters, match] : plan.filters;
  const excluded = exclude ?? sql`false`;
  let rows: SQL;
  if (plan.nearest && mode === 'walk') rows = nearestWalkSql(plan, plan.nearest, conditions, excluded);
  else {
    const order = plan.nearest ? sql`distance, ${NEWEST}` : NEWEST;
    rows = sql`select s.id, s.created_at, ${plan.distance} as distance, ${excluded} as excluded, true as complete
        from listing_search s ${whereSql(conditions)} order by ${order} limit ${plan.want}`;
  }
  return sql`(select ${tier}::int as tier, id, created_at, distance, complete from (${rows}) t where not t.excluded)`;
}

function whereSql(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

// Rows read beyond the page for listings tied on the rounded distance at the page's edge.
const TIE_SLACK = 24;

/**
 * Nearest first, ties on the rounded distance broken by newest. The `want + TIE_SLACK` nearest matches
 * come out of the GiST index (or, for few text matches, out of the text index and a small sort) and are
 * sorted. They are surely the right rows when they are all the matches, or when the farthest of them
 * rounds to more than the `want`-th: then every row that can be on the page is among them. Otherwise
 * (a crowd at one distance) the search is run again with the matches sorted in full. Listings without
 * coordinates come last (the index yields them last too); a page that reaches them is sure only when
 * the walk holds all the matches, since they are read in no particular order.
 */
function nearestWalkSql(plan: Plan, center: SQL, conditions: SQL[], excluded: SQL): SQL {
  const read = plan.want + TIE_SLACK;
  const chord = sql`(s.earth <-> ${center})`;
  const all = sql`rows between unbounded preceding and unbounded following`;
  return sql`select id, created_at, ${roundedMiles(sql`chord`)} as distance, excluded,
      count(*) over () < ${read}
        or coalesce(${roundedMiles(sql`max(chord) over ()`)} > ${roundedMiles(sql`nth_value(chord, ${plan.want}) over (order by chord ${all})`)}, false)
        as complete
    from (select s.id, s.created_at, ${chord} as chord, ${excluded} as excluded
      from listing_search s ${whereSql(conditions)} order by ${chord} limit ${read}) k
    order by distance, ${NEWEST} limit ${plan.want}`;
}

/** Name matches, then type matches, then the rest. */
function rankedTiers(plan: Plan, mode: NearestMode, text: TextMatch): SQL[] {
  const tiers = [tierSql(plan, mode, 0, text.name)];
  if (text.type) tiers.push(tierSql(plan, mode, 1, text.type, text.name));
  const earlier = text.type ? sql`(${text.name} or ${text.type})` : text.name;
  tiers.push(tierSql(plan, mode, 2, text.any, earlier));
  return tiers;
}
