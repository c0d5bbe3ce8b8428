// SQL over listing_search that every strategy shares: the filters, distances, orders and tiers of a plan.
import { sql, type SQL } from 'drizzle-orm';
import { chordOfMiles, EARTH_RADIUS_MILES, unitSpherePoint } from '@shared/distance';
import { likePattern } from '../../db/like';
import type { Center, SearchPlan, Tier } from './plan';
import { businessTypeIn, textMatch } from './text-match';

// Matches the ordering indexes (created_at DESC NULLS LAST, id DESC NULLS LAST) exactly.
export const NEWEST = sql`created_at desc nulls last, id desc nulls last`;
// Slack on box and radius bounds, far below the 0.1 mile the distances are rounded to.
const CHORD_SLACK = 1e-9;

// A statement holds its center in many places: its literal is written once.
const unitPoints = new WeakMap<Center, SQL>();

/** The center on the unit sphere, as the `earth` column holds listings (see the schema). */
function unitPoint(center: Center): SQL {
  let point = unitPoints.get(center);
  if (!point) unitPoints.set(center, (point = sql`${`(${unitSpherePoint(center).join(', ')})`}::cube`));
  return point;
}

/** The straight line through the unit sphere from the center to the listing: it grows with the miles. */
export function chordFrom(center: Center): SQL {
  return sql`(listing_search.earth <-> ${unitPoint(center)})`;
}

/** Great-circle miles of a unit-sphere chord, rounded to 0.1 as shown; null stays null (least() alone would skip it). */
export function roundedMiles(chord: SQL): SQL {
  return sql`round((case when ${chord} is null then null else ${2 * EARTH_RADIUS_MILES} * asin(least(1, ${chord} / 2)) end)::numeric, 1)::float8`;
}

/** The listing's distance as shown, or null without a location. */
export function distanceSql(plan: SearchPlan): SQL {
  return plan.from ? roundedMiles(chordFrom(plan.from)) : sql`null::float8`;
}

/** The order of the page's rows (tier, id, created_at, distance) within and across tiers. */
export function rowOrderSql(plan: SearchPlan): SQL {
  return plan.kind === 'nearest' ? sql`tier, distance, ${NEWEST}` : sql`tier, ${NEWEST}`;
}

/** Conditions every tier shares: type, state, price, services and radius. */
export function filterConditions(plan: SearchPlan): SQL[] {
  const { state, type, price, services } = plan.filters;
  const conditions: SQL[] = [];
  if (state) conditions.push(sql`listing_search.state = ${state}`);
  if (type) conditions.push(sql`listing_search.business_type = ${type}`);
  // Lists go in as one array each, so a statement's text depends on which filters are set, not on how
  // many values they hold: the prepared statements stay few.
  if (price?.length) conditions.push(sql`listing_search.price_level = any(${sql.param(price)}::smallint[])`);
  if (services?.length) {
    const patterns = services.map((service) => likePattern(service.toLowerCase()));
    conditions.push(sql`listing_search.services_lc like any(${sql.param(patterns)}::text[])`);
  }
  if (plan.within) {
    // The box lets the GiST index find the radius; the chord is the exact test.
    const { center, miles } = plan.within;
    const chord = chordOfMiles(miles);
    conditions.push(sql`listing_search.earth <@ cube_enlarge(${unitPoint(center)}, ${chord + CHORD_SLACK}, 3)`);
    conditions.push(sql`${chordFrom(center)} <= ${chord}`);
  }
  return conditions;
}

/** The plan's tiers as SQL: the one place a tier gets its number, which is its rank. */
export function numberedTiers(plan: SearchPlan): { number: number; match: SQL | null }[] {
  return plan.tiers.map((tier, number) => ({ number, match: tierMatch(tier) }));
}

/** What a tier matches, or null when it holds every listing the filters keep. */
function tierMatch(tier: Tier): SQL | null {
  switch (tier.kind) {
    case 'all':
      return null;
    case 'name':
      return textMatch(tier.term).name;
    case 'type':
      return businessTypeIn(tier.types);
    case 'text':
      return textMatch(tier.term).any;
  }
}

export function whereSql(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}
