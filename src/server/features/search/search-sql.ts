// SQL over listing_search that a plan's strategies share: filters, distances, orders and tiers.
import { sql, type SQL } from 'drizzle-orm';
import { chordOfMiles, EARTH_RADIUS_MILES, unitSpherePoint } from '@shared/distance';
import { likePattern } from '@server/db/like';
import type { Location, NearestPlan, Ranking, SearchPlan } from './plan';
import { businessTypeIn, textMatch } from './text-match';

// Matches the ordering indexes (created_at DESC NULLS LAST, id DESC NULLS LAST) exactly.
export const NEWEST = sql`created_at desc nulls last, id desc nulls last`;
// Slack on box and radius bounds, far below the 0.1 mile the distances are rounded to.
const CHORD_SLACK = 1e-9;

/** A plan's SQL that every strategy uses, made once for a statement. */
export interface PlanSql {
  /** Conditions every tier shares: type, state, price, services and radius. */
  filters: SQL[];
  /** Each tier's match (null: all the filters keep), numbered: the one place a tier gets its number, its rank. */
  tiers: { number: number; match: SQL | null }[];
  /** The listing's distance as shown, or null without a location. */
  distance: SQL;
}

export interface NearestPlanSql extends PlanSql {
  /** The straight line through the unit sphere from the center to the listing: it grows with the miles. */
  chord: SQL;
}

export function planSql(plan: NearestPlan): NearestPlanSql;
export function planSql(plan: SearchPlan): PlanSql;
export function planSql(plan: SearchPlan): PlanSql | NearestPlanSql {
  const tiers = numberedTiers(plan.ranking);
  if (!plan.location) return { filters: filterConditions(plan, null), tiers, distance: sql`null::float8` };
  const center = unitPoint(plan.location);
  const chord = sql`(listing_search.earth <-> ${center})`;
  const filters = filterConditions(plan, { center, chord, radiusMiles: plan.location.radiusMiles });
  return { filters, tiers, distance: roundedMiles(chord), chord };
}

/** The order of the page's rows (tier, id, created_at, distance) within and across tiers. */
export function rowOrderSql(plan: SearchPlan): SQL {
  return plan.kind === 'nearest' ? sql`tier, distance, ${NEWEST}` : sql`tier, ${NEWEST}`;
}

/** Great-circle miles of a unit-sphere chord, rounded to 0.1 as shown; null stays null (least() alone would skip it). */
export function roundedMiles(chord: SQL): SQL {
  return sql`round((case when ${chord} is null then null else ${2 * EARTH_RADIUS_MILES} * asin(least(1, ${chord} / 2)) end)::numeric, 1)::float8`;
}

export function whereSql(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The center on the unit sphere, as the `earth` column holds listings (see the schema). */
function unitPoint({ center }: Location): SQL {
  return sql`${`(${unitSpherePoint(center).join(', ')})`}::cube`;
}

function filterConditions(plan: SearchPlan, near: { center: SQL; chord: SQL; radiusMiles: number | null } | null): SQL[] {
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
  if (near && near.radiusMiles !== null) {
    // The box lets the GiST index find the radius; the chord is the exact test.
    const chord = chordOfMiles(near.radiusMiles);
    conditions.push(sql`listing_search.earth <@ cube_enlarge(${near.center}, ${chord + CHORD_SLACK}, 3)`);
    conditions.push(sql`${near.chord} <= ${chord}`);
  }
  return conditions;
}

function numberedTiers(ranking: Ranking): PlanSql['tiers'] {
  if (ranking.text === null) return [{ number: 0, match: null }];
  const text = textMatch(ranking.text);
  return ranking.tiers.map((tier, number) => {
    switch (tier.kind) {
      case 'name':
        return { number, match: text.name };
      case 'type':
        return { number, match: businessTypeIn(tier.types) };
      case 'any':
        return { number, match: text.any };
    }
  });
}
