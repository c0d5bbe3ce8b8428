// Directory search over the narrow search copy of approved listings.
//
// Order: name matches, then business-type matches, then the rest; within each, nearest first when a
// radius is given, then newest. Each tier is its own subquery with its own LIMIT so that Postgres can
// either walk the newest-first index and stop early (common terms) or use a trigram index (rare terms),
// instead of collecting and sorting every match. Terms under 3 letters match the start of a word
// through the full-text index, since trigrams cannot serve them.
import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TYPE_NAMES } from '@shared/reference';
import { boundingBox, EARTH_RADIUS_MILES } from '@shared/distance';
import type { SearchQuery } from '@shared/schemas/listing';
import type { DbOrTx } from '../../db/client';
import { escapeLike, likePattern } from '../../db/like';

export { escapeLike };

export interface SearchHit {
  id: number;
  distance: number | null;
}

const SHORT_TERM = 3;
// Matches the ordering indexes (created_at DESC NULLS LAST, id DESC NULLS LAST) exactly.
const NEWEST = sql`s.created_at desc nulls last, s.id desc nulls last`;

/** Word-prefix full-text query for short terms, or null when the text has no usable word. */
export function prefixTsQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export async function searchListingIds(db: DbOrTx, query: SearchQuery): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
  const want = query.offset + query.limit + 1;
  const location = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  const distance = location ? distanceSql(location.latitude, location.longitude) : sql`null::float8`;
  const byDistance = location !== null && query.radius !== undefined;

  const filters: SQL[] = [];
  if (query.state) filters.push(sql`s.state = ${query.state}`);
  if (query.type) filters.push(sql`s.business_type = ${query.type}`);
  if (query.price?.length) filters.push(sql`s.price_level in (${sql.join(query.price.map((p) => sql`${p}`), sql`, `)})`);
  if (query.services?.length) {
    const any = query.services.map((service) => sql`s.services_lc like ${likePattern(service.toLowerCase())}`);
    filters.push(sql`(${sql.join(any, sql` or `)})`);
  }
  if (location && query.radius !== undefined) {
    const box = boundingBox(location, query.radius);
    filters.push(sql`s.latitude between ${box.minLat} and ${box.maxLat} and s.longitude between ${box.minLng} and ${box.maxLng}`);
    filters.push(sql`${distance} <= ${query.radius}`);
  }

  const order = byDistance ? sql`distance, ${NEWEST}` : NEWEST;
  const fetchTier = async (match: SQL | null, limit: number) => {
    const where = match ? [...filters, match] : filters;
    const result = await db.execute<{ id: number; distance: number | null }>(sql`
      select s.id, round((${distance})::numeric, 1)::float8 as distance
      from listing_search s ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${order} limit ${limit}`);
    return result.rows.map((r) => ({ id: Number(r.id), distance: r.distance === null ? null : Number(r.distance) }));
  };

  const term = query.q?.toLowerCase() ?? '';
  let ranked: SearchHit[];
  if (!term) {
    ranked = await fetchTier(null, want);
  } else if (query.sort === 'newest') {
    ranked = await fetchTier(textMatch(term).any, want);
  } else {
    ranked = await rankedTextHits(textMatch(term), want, fetchTier);
  }
  const page = ranked.slice(query.offset, query.offset + query.limit + 1);
  return { hits: page.slice(0, query.limit), hasMore: page.length > query.limit };
}

/**
 * Name matches, then type matches, then the rest, fetched tier by tier and only as far as needed:
 * a later tier is read only when the earlier ones ran out, so they are known in full by then, and
 * the last tier can be read with the plain match (accurate row estimates) and the known rows removed.
 */
async function rankedTextHits(
  text: { any: SQL; name: SQL; type: SQL | null },
  want: number,
  fetchTier: (match: SQL, limit: number) => Promise<SearchHit[]>,
): Promise<SearchHit[]> {
  const hits = await fetchTier(text.name, want);
  if (hits.length >= want) return hits;
  if (text.type) {
    hits.push(...(await fetchTier(sql`${text.type} and not (${text.name})`, want - hits.length)));
    if (hits.length >= want) return hits;
  }
  const known = new Set(hits.map((h) => h.id));
  const rest = await fetchTier(text.any, want - hits.length + known.size);
  return [...hits, ...rest.filter((h) => !known.has(h.id))].slice(0, want);
}

/**
 * The three text predicates: any match, a name match, a business-type match (null when no type matches).
 * Long terms match anywhere (trigram index); short terms match the start of a word (full-text index).
 */
function textMatch(term: string): { any: SQL; name: SQL; type: SQL | null } {
  const pattern = likePattern(term);
  const tsQuery = term.length < SHORT_TERM ? prefixTsQuery(term) : null;
  const any = tsQuery ? sql`s.words @@ to_tsquery('simple', ${tsQuery})` : sql`s.search_text like ${pattern}`;
  const name = tsQuery ? sql`(s.name_lc like ${pattern} and ${any})` : sql`s.name_lc like ${pattern}`;
  const types = BUSINESS_TYPE_NAMES.filter((t) =>
    tsQuery ? t.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(term)) : t.toLowerCase().includes(term),
  );
  const type = types.length ? sql`s.business_type in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})` : null;
  return { any, name, type };
}

/** Great-circle distance in miles from a point to the row's coordinates (null without them). */
function distanceSql(lat: number, lng: number): SQL {
  // least() skips nulls, so rows without coordinates are caught before it.
  return sql`(case when s.latitude is null or s.longitude is null then null else ${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(s.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${lng}) / 2), 2)))) end)`;
}
