// The third stage of a search: the statement of a plan's strategy. It ranks the strategy's rows in the
// plan's order, keeps the page's, and writes the response's JSON (listing cards with rating summaries,
// and what the text was read as), so the server sends it as it is. Builds only.
import { sql, type SQL } from 'drizzle-orm';
import { reviews } from '@server/db/schema';
import { PUBLIC_LISTING_JSON_ARGS } from '../listings';
import { averageRating, reviewCount } from '../reviews';
import { anySql, chordSql, conditionSql, distanceSql, filterSql, NEWEST, roundedMiles, rowOrderSql, whereSql } from './conditions-sql';
import type { NearestPlan, SearchPlan, Strategy } from './plan';

/** What the answer says beside the page: the reading as JSON text, and the spelling offered when nothing matches. */
export interface PageExtras {
  understood: string | null;
  didYouMean: string | null;
}

/**
 * A strategy's rows: (tier, id, created_at, distance), at least the plan's `want` first rows when there
 * are that many, in any order (the page numbers them). `with` is a common table they read. `sure` is a
 * boolean over the page's rows (named `page`, aggregated): are these surely the first `want` rows?
 */
interface RankedRows {
  with?: SQL;
  rows: SQL;
  sure: SQL;
}

// Rows read beyond the page for listings tied on the rounded distance at the page's edge.
const TIE_SLACK = 24;
const WHOLE_FRAME = sql`rows between unbounded preceding and unbounded following`;
const tierNumber = (number: number) => sql.raw(String(number));

/**
 * The statement answering (body, sure, found): the response's JSON text, whether the strategy was sure of
 * it, and whether the reading matches anything at all (whatever the page).
 */
export function searchSql(plan: SearchPlan, strategy: Strategy, extras: PageExtras): SQL {
  const ranked = rankedRows(plan, strategy);
  const last = plan.offset + plan.limit;
  // The row after the page is read only to tell whether there are more.
  return sql`
    with ${ranked.with ? sql`${ranked.with}, ` : sql``}ranked as materialized (${ranked.rows})
    select json_build_object(
      'items', coalesce(json_agg(json_build_object(${PUBLIC_LISTING_JSON_ARGS},
        'distance', page.distance, 'rating', json_build_object('count', rating.count, 'average', rating.average))
        order by page.pos) filter (where page.pos <= ${last}), '[]'),
      'hasMore', count(*) > ${plan.limit},
      'understood', ${extras.understood}::json,
      'didYouMean', case when count(*) = 0 and ${plan.offset === 0} then ${extras.didYouMean}::text end
    )::text as body, ${ranked.sure} as sure, exists (select 1 from ranked) as found
    from (
      select ranked.*, row_number() over (order by ${rowOrderSql(plan)}) as pos
      from ranked
    ) page
    join listings on listings.id = page.id
    left join lateral (
      select ${reviewCount} as count, ${averageRating} as average from reviews where ${reviews.businessId} = listings.id
    ) rating on true
    where page.pos > ${plan.offset} and page.pos <= ${last + 1}`;
}

function rankedRows(plan: SearchPlan, strategy: Strategy): RankedRows {
  if (strategy.name === 'sort') return sortRows(plan);
  if (plan.kind !== 'nearest') throw new Error(`The ${strategy.name} strategy needs a nearest-first plan`);
  return strategy.name === 'cells' ? cellsRows(plan, strategy) : walkRows(plan);
}

/**
 * Text within a radius: the near listings that may match come out of the cell-terms index (cells.ts), are
 * tested and ranked as they are read and sorted in full. Past `candidates` of them nothing is sorted.
 */
function cellsRows(plan: NearestPlan, strategy: Extract<Strategy, { name: 'cells' }>): RankedRows {
  const { tiers, text } = plan.ranking;
  if (!text) throw new Error('The cells strategy needs text');
  const last = tiers.length - 1;
  // Every candidate kept matches the text, so whatever no earlier tier holds falls to the last one.
  const tier =
    last === 0
      ? tierNumber(0)
      : sql`case ${sql.join(
          tiers.slice(0, -1).map(({ match }, number) => sql`when ${match ? conditionSql(match) : sql`true`} then ${tierNumber(number)}`),
          sql` `,
        )} else ${tierNumber(last)} end`;
  const matches = [...filterSql(plan.filters, plan.location), conditionSql(text.any)];
  // Too many candidates: not sure, and nothing is sorted.
  const fewEnough = sql`(select count(*) from candidates) <= ${strategy.candidates}`;
  return {
    with: sql`candidates as materialized (
      select listing_search.id, listing_search.created_at, ${tier}::int as tier, ${chordSql(plan.location)} as chord,
        ${sql.join(matches, sql` and `)} as matches
      from listing_search
      where listing_cell_terms(listing_search.search_text, listing_search.latitude, listing_search.longitude) @@ ${strategy.tsquery}::tsquery
      limit ${strategy.candidates + 1})`,
    rows: sql`select tier, id, created_at, ${roundedMiles(sql`chord`)} as distance
      from candidates where ${fewEnough} and matches
      order by ${rowOrderSql(plan)} limit ${plan.want}`,
    sure: fewEnough,
  };
}

/** Each tier walked nearest first (see nearestWalk); sure when every tier's walk is. */
function walkRows(plan: NearestPlan): RankedRows {
  return {
    rows: tiersSql(plan, sql`, sure`, (conditions, excluded) => nearestWalk(plan, conditions, excluded)),
    // A walk that is not sure read more than `want` matches, so its tier, with the rows earlier tiers
    // hold, reaches the row after the page: the page's rows tell. None: every walk read all it matched.
    sure: sql`coalesce(bool_and(page.sure), true)`,
  };
}

/** Each tier's matches in the plan's order in full, cut at `want`: always sure. */
function sortRows(plan: SearchPlan): RankedRows {
  const order = plan.kind === 'nearest' ? sql`distance, ${NEWEST}` : NEWEST;
  const rows = tiersSql(
    plan,
    sql``,
    (conditions, excluded) => sql`
    select listing_search.id, listing_search.created_at, ${distanceSql(plan)} as distance, ${excluded} as excluded
    from listing_search ${whereSql(conditions)} order by ${order} limit ${plan.want}`,
  );
  return { rows, sure: sql`true` };
}

/**
 * The tiers under one LIMIT, so Postgres reads a later tier only when the earlier ones ran out. Rows an
 * earlier tier holds are dropped after a tier's own LIMIT, so that its plan is made for the plain match
 * (accurate row estimates); `want` rows still suffice, as a later tier is read only for what is missing.
 * `extraColumns` carries a tier's own columns past the union (the walk's `sure`).
 */
function tiersSql(plan: SearchPlan, extraColumns: SQL, tierRows: (conditions: SQL[], excluded: SQL) => SQL): SQL {
  const filters = filterSql(plan.filters, plan.location);
  const selects = plan.ranking.tiers.map(({ match, excluded }, number) => {
    const rows = tierRows(match ? [...filters, conditionSql(match)] : filters, anySql(excluded));
    return sql`(select ${tierNumber(number)}::int as tier, id, created_at, distance${extraColumns}
      from (${rows}) tier_rows where not tier_rows.excluded)`;
  });
  return sql`select * from (${sql.join(selects, sql` union all `)}) tiers limit ${plan.want}`;
}

/**
 * A tier's `want + TIE_SLACK` nearest matches, sorted. Sure when they are all the matches, or when the
 * farthest rounds past the `want`-th, so that no listing tied at the page's edge was left unread.
 * Listings without coordinates come last in no particular order: only all the matches settle them.
 */
function nearestWalk(plan: NearestPlan, conditions: SQL[], excluded: SQL): SQL {
  const read = plan.want + TIE_SLACK;
  const chord = chordSql(plan.location);
  return sql`select id, created_at, ${roundedMiles(sql`chord`)} as distance, excluded,
      count(*) over () < ${read}
        or coalesce(${roundedMiles(sql`max(chord) over ()`)} > ${roundedMiles(sql`nth_value(chord, ${plan.want}) over (order by chord ${WHOLE_FRAME})`)}, false)
        as sure
    from (select listing_search.id, listing_search.created_at, ${chord} as chord, ${excluded} as excluded
      from listing_search ${whereSql(conditions)} order by ${chord} limit ${read}) nearest_matches
    order by distance, ${NEWEST} limit ${plan.want}`;
}
