// SQL over listing_search for what a plan names: its conditions, filters, distances and orders. Builds
// only; the plan decided.
import { sql, type SQL } from 'drizzle-orm';
import { chordOfMiles, EARTH_RADIUS_MILES, unitSpherePoint } from '@shared/distance';
import { likePattern } from '@server/db/like';
import type { Condition, Filters, Location, SearchPlan } from './plan';

// Matches the ordering indexes (created_at DESC NULLS LAST, id DESC NULLS LAST) exactly.
export const NEWEST = sql`created_at desc nulls last, id desc nulls last`;
// Slack on box and radius bounds, far below the 0.1 mile the distances are rounded to.
const CHORD_SLACK = 1e-9;

export function conditionSql(condition: Condition): SQL {
  switch (condition.kind) {
    case 'contains':
      return condition.field === 'name'
        ? sql`listing_search.name_lc like ${likePattern(condition.text)}`
        : sql`listing_search.search_text like ${likePattern(condition.text)}`;
    case 'words':
      return condition.field === 'name'
        ? sql`listing_search.name_words @@ ${condition.query}::tsquery`
        : sql`listing_search.words @@ ${condition.query}::tsquery`;
    case 'type':
      return sql`listing_search.business_type = any(${sql.param(condition.types)}::text[])`;
    case 'either':
      return sql`(${sql.join(condition.conditions.map(conditionSql), sql` or `)})`;
  }
}

/** True when any of the conditions holds; false for none. */
export function anySql(conditions: readonly Condition[]): SQL {
  if (!conditions.length) return sql`false`;
  if (conditions.length === 1) return conditionSql(conditions[0]!);
  return sql`(${sql.join(conditions.map(conditionSql), sql` or `)})`;
}

export function whereSql(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The straight line through the unit sphere from the center to the listing: it grows with the miles. */
export function chordSql(location: Location): SQL {
  return sql`(listing_search.earth <-> ${sql`${`(${unitSpherePoint(location.center).join(', ')})`}::cube`})`;
}

/** Great-circle miles of a unit-sphere chord, rounded to 0.1 as shown; null stays null (least() alone would skip it). */
export function roundedMiles(chord: SQL): SQL {
  return sql`round((case when ${chord} is null then null else ${2 * EARTH_RADIUS_MILES} * asin(least(1, ${chord} / 2)) end)::numeric, 1)::float8`;
}

/** The listing's distance as shown, or null without a location. */
export function distanceSql(plan: SearchPlan): SQL {
  return plan.location ? roundedMiles(chordSql(plan.location)) : sql`null::float8`;
}

/** The order of the page's rows (tier, id, created_at, distance) within and across tiers. */
export function rowOrderSql(plan: SearchPlan): SQL {
  return plan.kind === 'nearest' ? sql`tier, distance, ${NEWEST}` : sql`tier, ${NEWEST}`;
}

/** Conditions every tier shares: type, state, city, price, services, attributes and radius. */
export function filterSql(filters: Filters, location: Location | null): SQL[] {
  const { state, city, type, price, services, attributes } = filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(sql`listing_search.state = ${state}`);
  if (city) conditions.push(sql`listing_search.city = ${city}`);
  if (type) conditions.push(sql`listing_search.business_type = ${type}`);
  // Lists go in as one array each, so a statement's text depends on which filters are set, not on how
  // many values they hold: the prepared statements stay few.
  if (price?.length) conditions.push(sql`listing_search.price_level = any(${sql.param(price)}::smallint[])`);
  if (services?.length) conditions.push(sql`listing_search.services_lc like any(${sql.param(services.map(likePattern))}::text[])`);
  // The GIN index on the keys finds the listings with all of them.
  if (attributes?.length) conditions.push(sql`listing_search.attributes @> ${sql.param(attributes)}::text[]`);
  if (location && location.radiusMiles !== null) {
    // The box lets the GiST index find the radius; the chord is the exact test.
    const chord = chordOfMiles(location.radiusMiles);
    const center = sql`${`(${unitSpherePoint(location.center).join(', ')})`}::cube`;
    conditions.push(sql`listing_search.earth <@ cube_enlarge(${center}, ${chord + CHORD_SLACK}, 3)`);
    conditions.push(sql`${chordSql(location)} <= ${chord}`);
  }
  return conditions;
}
