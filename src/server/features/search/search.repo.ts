// Directory search over the narrow search copy of approved listings.
//
// Order: name matches, then business-type matches, then the rest; within each, nearest first when a
// radius is given, then newest. Each tier is its own subquery with its own LIMIT so that Postgres can
// either walk an ordering index and stop early (common terms) or use a trigram index (rare terms),
// instead of collecting and sorting every match. Terms under 3 letters match word prefixes through the
// full-text index, since trigrams cannot serve them.
import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TYPE_NAMES } from '@shared/reference';
import { boundingBox, EARTH_RADIUS_MILES } from '@shared/distance';
import type { SearchQuery } from '@shared/schemas/listing';
import type { DbOrTx } from '../../db/client';

export interface SearchHit {
  id: number;
  distance: number | null;
}

const SHORT_TERM = 3;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Word-prefix full-text query for short terms, or null when the text has no usable word. */
export function prefixTsQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export async function searchListingIds(db: DbOrTx, query: SearchQuery): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
  const want = query.offset + query.limit + 1;
  const location = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  const distance = location ? distanceSql(location.latitude, location.longitude) : sql`null::float8`;
  const byDistance = location && query.radius !== undefined;
  const tierOrder = byDistance ? sql`distance, s.created_at desc, s.id desc` : sql`s.created_at desc, s.id desc`;

  const filters: SQL[] = [];
  if (query.state) filters.push(sql`s.state = ${query.state}`);
  if (query.type) filters.push(sql`s.business_type = ${query.type}`);
  if (query.price?.length) filters.push(sql`s.price_level in (${sql.join(query.price.map((p) => sql`${p}`), sql`, `)})`);
  if (query.services?.length) {
    const any = query.services.map((service) => sql`s.services_lc like ${`%${escapeLike(service.toLowerCase())}%`}`);
    filters.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (location && query.radius !== undefined) {
    const box = boundingBox(location, query.radius);
    filters.push(sql`s.latitude between ${box.minLat} and ${box.maxLat} and s.longitude between ${box.minLng} and ${box.maxLng}`);
    filters.push(sql`${distance} <= ${query.radius}`);
  }

  const tier = (rank: number, match: SQL | null) => {
    const where = [...filters, ...(match ? [match] : [])];
    return sql`(select s.id, ${rank}::int as tier, s.created_at, ${distance} as distance
      from listing_search s ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${tierOrder} limit ${want})`;
  };

  const term = query.q?.toLowerCase() ?? '';
  let tiers: SQL[];
  if (!term || query.sort === 'newest') {
    tiers = [tier(0, term ? matchAnywhere(term) : null)];
  } else if (term.length < SHORT_TERM && prefixTsQuery(term)) {
    tiers = [shortTermTier(term)];
  } else {
    const pattern = `%${escapeLike(term)}%`;
    const nameMatch = sql`s.name_lc like ${pattern}`;
    const types = BUSINESS_TYPE_NAMES.filter((t) => t.toLowerCase().includes(term));
    const typeMatch = types.length ? sql`s.business_type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})` : null;
    tiers = [tier(1, nameMatch)];
    if (typeMatch) tiers.push(tier(2, sql`${typeMatch} and not (${nameMatch})`));
    tiers.push(tier(3, sql`s.search_text like ${pattern} and not (${nameMatch})${typeMatch ? sql` and not (${typeMatch})` : sql``}`));
  }

  function shortTermTier(short: string) {
    const where = [...filters, sql`s.words @@ to_tsquery('simple', ${prefixTsQuery(short)})`];
    const rank = sql`case when s.name_lc like ${`%${escapeLike(short)}%`} then 1
      when lower(s.business_type) like ${`%${escapeLike(short)}%`} then 2 else 3 end`;
    return sql`(select s.id, ${rank} as tier, s.created_at, ${distance} as distance
      from listing_search s where ${sql.join(where, sql` and `)}
      order by tier, ${tierOrder} limit ${want})`;
  }

  const result = await db.execute<{ id: number; distance: number | null }>(sql`
    select r.id, round(r.distance::numeric, 1)::float8 as distance
    from (${sql.join(tiers, sql` union all `)}) r
    order by r.tier, ${byDistance ? sql`r.distance,` : sql``} r.created_at desc, r.id desc
    offset ${query.offset} limit ${query.limit + 1}`);

  const rows = result.rows;
  return {
    hits: rows.slice(0, query.limit).map((r) => ({ id: Number(r.id), distance: r.distance === null ? null : Number(r.distance) })),
    hasMore: rows.length > query.limit,
  };
}

function matchAnywhere(term: string): SQL {
  if (term.length < SHORT_TERM && prefixTsQuery(term)) return sql`s.words @@ to_tsquery('simple', ${prefixTsQuery(term)})`;
  return sql`s.search_text like ${`%${escapeLike(term)}%`}`;
}

/** Great-circle distance in miles from a point to the row's coordinates (null without them). */
function distanceSql(lat: number, lng: number): SQL {
  // least() skips nulls, so rows without coordinates are caught before it.
  return sql`(case when s.latitude is null or s.longitude is null then null else ${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(s.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}) / 2), 2)))) end)`;
}
