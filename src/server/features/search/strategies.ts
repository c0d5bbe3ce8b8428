// One SQL builder per strategy of a plan (see plan.ts). Each gives the rows its tiers rank and how the
// page statement (page.ts) tells whether they are surely the right ones.
import { sql, type SQL } from 'drizzle-orm';
import type { NearestPlan, SearchPlan, Strategy } from './plan';
import { chordFrom, distanceSql, filterConditions, NEWEST, numberedTiers, roundedMiles, rowOrderSql, whereSql } from './search-sql';
import { textMatch } from './text-match';

/**
 * A strategy's part of the page statement. `rows` yields (tier, id, created_at, distance), at least the
 * plan's `want` first rows when there are that many, in any order (the page numbers them). `sure` is a
 * boolean over the page's rows (named `page`, aggregated): are these surely the first `want` rows?
 */
export interface RankedRows {
  with?: SQL;
  rows: SQL;
  sure: SQL;
}

// Rows read beyond the page for listings tied on the rounded distance at the page's edge.
const TIE_SLACK = 24;
const WHOLE_FRAME = sql`rows between unbounded preceding and unbounded following`;

export function strategySql(plan: SearchPlan, strategy: Strategy): RankedRows {
  if (strategy.name === 'sort') return sortSql(plan);
  if (plan.kind !== 'nearest') throw new Error(`The ${strategy.name} strategy needs a nearest-first plan`);
  return strategy.name === 'cells' ? cellsSql(plan, strategy) : walkSql(plan);
}

/**
 * Text within a radius: the near listings that may match come out of the cell-terms index (see
 * cells.ts), at most `candidates` of them; each is tested and ranked as it is read, keeping only the
 * columns the page needs, and the matches are sorted in full. More candidates than that: not sure,
 * and nothing is sorted.
 */
function cellsSql(plan: NearestPlan, strategy: Extract<Strategy, { name: 'cells' }>): RankedRows {
  const tiers = numberedTiers(plan);
  const last = tiers[tiers.length - 1]!.number;
  // Every candidate kept matches the text, so whatever no earlier tier holds falls to the last one.
  const tier = tiers.length === 1 ? sql.raw(String(last)) : sql`case ${sql.join(
    tiers.slice(0, -1).map(({ number, match }) => sql`when ${match} then ${sql.raw(String(number))}`),
    sql` `,
  )} else ${sql.raw(String(last))} end`;
  const matches = [...filterConditions(plan), textMatch(strategy.term).any];
  // Counted once per statement, from the materialized candidates.
  const fewEnough = sql`(select count(*) from candidates) <= ${strategy.candidates}`;
  return {
    with: sql`with candidates as materialized (
      select listing_search.id, listing_search.created_at, ${tier}::int as tier, ${chordFrom(plan.center)} as chord,
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

/**
 * Each tier walked nearest first through the distance index (see nearestWalk). The page is sure when
 * every tier's walk is.
 */
function walkSql(plan: NearestPlan): RankedRows {
  const tiers = tiersSql(plan, sql`, walk_sure`, (conditions, excluded) => nearestWalk(plan, conditions, excluded));
  return {
    // After the tiers' LIMIT, so that a later tier is still read only when the earlier ones ran out.
    rows: sql`select walked.*, bool_and(walked.walk_sure) over () as sure from (${tiers}) walked`,
    // An empty page: the walks read every match, and there were no more than the offset.
    sure: sql`coalesce(bool_and(page.sure), true)`,
  };
}

/** Each tier's matches in the plan's order in full, cut at `want`: always sure. */
function sortSql(plan: SearchPlan): RankedRows {
  const order = plan.kind === 'nearest' ? sql`distance, ${NEWEST}` : NEWEST;
  const rows = tiersSql(plan, sql``, (conditions, excluded) => sql`
    select listing_search.id, listing_search.created_at, ${distanceSql(plan)} as distance, ${excluded} as excluded
    from listing_search ${whereSql(conditions)} order by ${order} limit ${plan.want}`);
  return { rows, sure: sql`true` };
}

/**
 * The tiers glued with UNION ALL under one LIMIT, so Postgres reads a later tier only when the earlier
 * ones ran out. `tierRows` reads a tier's first `want` matches with the columns the outer order needs,
 * and `excluded`: the rows an earlier tier holds are dropped after its LIMIT, so that the tier's own
 * plan is made for the plain match (accurate row estimates); `want` rows still suffice, since a later
 * tier is read only when the earlier ones hold fewer than `want`.
 */
function tiersSql(plan: SearchPlan, extraColumns: SQL, tierRows: (conditions: SQL[], excluded: SQL) => SQL): SQL {
  const filters = filterConditions(plan);
  const tiers = numberedTiers(plan);
  const selects = tiers.map(({ number, match }) => {
    const earlier = tiers.slice(0, number).flatMap((tier) => (tier.match ? [tier.match] : []));
    const excluded = earlier.length === 0 ? sql`false` : earlier.length === 1 ? earlier[0]! : sql`(${sql.join(earlier, sql` or `)})`;
    const rows = tierRows(match ? [...filters, match] : filters, excluded);
    return sql`(select ${sql.raw(String(number))}::int as tier, id, created_at, distance${extraColumns}
      from (${rows}) tier_rows where not tier_rows.excluded)`;
  });
  return sql`select * from (${sql.join(selects, sql` union all `)}) tiers limit ${plan.want}`;
}

/**
 * A tier nearest first, ties on the rounded distance broken by newest. The `want + TIE_SLACK` nearest
 * matches come out of the GiST index (or, for few text matches, out of the text index and a small sort)
 * and are sorted. They are surely the right rows when they are all the matches, or when the farthest
 * of them rounds to more than the `want`-th: then every row that can be on the page is among them.
 * Listings without coordinates come last (the index yields them last too); a page that reaches them
 * is sure only when the walk holds all the matches, since they are read in no particular order.
 */
function nearestWalk(plan: NearestPlan, conditions: SQL[], excluded: SQL): SQL {
  const read = plan.want + TIE_SLACK;
  const chord = chordFrom(plan.center);
  return sql`select id, created_at, ${roundedMiles(sql`chord`)} as distance, excluded,
      count(*) over () < ${read}
        or coalesce(${roundedMiles(sql`max(chord) over ()`)} > ${roundedMiles(sql`nth_value(chord, ${plan.want}) over (order by chord ${WHOLE_FRAME})`)}, false)
        as walk_sure
    from (select listing_search.id, listing_search.created_at, ${chord} as chord, ${excluded} as excluded
      from listing_search ${whereSql(conditions)} order by ${chord} limit ${read}) nearest_matches
    order by distance, ${NEWEST} limit ${plan.want}`;
}
