// One SQL builder per strategy of a plan (see plan.ts). Each gives the rows its tiers rank and how the
// page statement (page.ts) tells whether they are surely the right ones.
import { sql, type SQL } from 'drizzle-orm';
import type { NearestPlan, SearchPlan, Strategy } from './plan';
import { NEWEST, planSql, roundedMiles, rowOrderSql, whereSql, type NearestPlanSql, type PlanSql } from './search-sql';
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
const tierNumber = (number: number) => sql.raw(String(number));

export function strategySql(plan: SearchPlan, strategy: Strategy): RankedRows {
  if (strategy.name === 'sort') return sortSql(plan, planSql(plan));
  if (plan.kind !== 'nearest') throw new Error(`The ${strategy.name} strategy needs a nearest-first plan`);
  return strategy.name === 'cells' ? cellsSql(plan, planSql(plan), strategy) : walkSql(plan, planSql(plan));
}

/**
 * Text within a radius: the near listings that may match come out of the cell-terms index (cells.ts),
 * are tested and ranked as they are read and sorted in full. Past `candidates` of them nothing is sorted.
 */
function cellsSql(plan: NearestPlan, shared: NearestPlanSql, strategy: Extract<Strategy, { name: 'cells' }>): RankedRows {
  const { tiers } = shared;
  const last = tiers.length - 1;
  // Every candidate kept matches the text, so whatever no earlier tier holds falls to the last one.
  const tier =
    last === 0
      ? tierNumber(0)
      : sql`case ${sql.join(
          tiers.slice(0, -1).map(({ number, match }) => sql`when ${match} then ${tierNumber(number)}`),
          sql` `,
        )} else ${tierNumber(last)} end`;
  const matches = [...shared.filters, textMatch(strategy.term).any];
  // Too many candidates: not sure, and nothing is sorted.
  const fewEnough = sql`(select count(*) from candidates) <= ${strategy.candidates}`;
  return {
    with: sql`with candidates as materialized (
      select listing_search.id, listing_search.created_at, ${tier}::int as tier, ${shared.chord} as chord,
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
function walkSql(plan: NearestPlan, shared: NearestPlanSql): RankedRows {
  return {
    rows: tiersSql(plan, shared, sql`, sure`, (conditions, excluded) => nearestWalk(plan, shared.chord, conditions, excluded)),
    // A walk that is not sure read more than `want` matches, so its tier, with the rows earlier tiers
    // hold, reaches the row after the page: the page's rows tell. None: every walk read all it matched.
    sure: sql`coalesce(bool_and(page.sure), true)`,
  };
}

/** Each tier's matches in the plan's order in full, cut at `want`: always sure. */
function sortSql(plan: SearchPlan, shared: PlanSql): RankedRows {
  const order = plan.kind === 'nearest' ? sql`distance, ${NEWEST}` : NEWEST;
  const rows = tiersSql(
    plan,
    shared,
    sql``,
    (conditions, excluded) => sql`
    select listing_search.id, listing_search.created_at, ${shared.distance} as distance, ${excluded} as excluded
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
function tiersSql(plan: SearchPlan, shared: PlanSql, extraColumns: SQL, tierRows: (conditions: SQL[], excluded: SQL) => SQL): SQL {
  const { filters, tiers } = shared;
  const selects = tiers.map(({ number, match }) => {
    const earlier = tiers.slice(0, number).flatMap((tier) => (tier.match ? [tier.match] : []));
    const excluded = earlier.length === 0 ? sql`false` : earlier.length === 1 ? earlier[0]! : sql`(${sql.join(earlier, sql` or `)})`;
    const rows = tierRows(match ? [...filters, match] : filters, excluded);
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
function nearestWalk(plan: NearestPlan, chord: SQL, conditions: SQL[], excluded: SQL): SQL {
  const read = plan.want + TIE_SLACK;
  return sql`select id, created_at, ${roundedMiles(sql`chord`)} as distance, excluded,
      count(*) over () < ${read}
        or coalesce(${roundedMiles(sql`max(chord) over ()`)} > ${roundedMiles(sql`nth_value(chord, ${plan.want}) over (order by chord ${WHOLE_FRAME})`)}, false)
        as sure
    from (select listing_search.id, listing_search.created_at, ${chord} as chord, ${excluded} as excluded
      from listing_search ${whereSql(conditions)} order by ${chord} limit ${read}) nearest_matches
    order by distance, ${NEWEST} limit ${plan.want}`;
}
