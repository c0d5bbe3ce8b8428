// Directory search over listing_search, the narrow search copy of approved listings, in four stages passed
// through once: read the text (read-query.ts), plan (plan.ts), write the statement (search-sql.ts) and
// answer the page (page.repo.ts). A text whose place may be words of a name is read twice (see readQuery).
import type { SearchQuery, SearchResponse } from '@shared/schemas/listing';
import { badRequest } from '@server/http-error';
import type pg from 'pg';
import { searchPage } from './page.repo';
import { DEFAULT_TUNING, planSearch, type SearchTuning } from './plan';
import { readQuery } from './read-query';
import { CANDIDATES, needsReorder, reorder } from './reorder';

export const PLACE_NOT_FOUND = 'We could not find that place. Try a city and state, or a ZIP code.';

export type { SearchTuning } from './plan';

/** One page of results as the JSON text of a `SearchResponse` ({items, hasMore, understood, didYouMean}). */
export async function searchListingsJson(pool: pg.Pool, query: SearchQuery, tuning: SearchTuning = DEFAULT_TUNING): Promise<string> {
  const located = await centredOnNear(pool, query);
  if (!needsReorder(located)) return pageJson(pool, located, tuning);
  // Highest rated or open now: the first candidates in the plan's order, reordered and paged here.
  const candidates = JSON.parse(await pageJson(pool, { ...located, offset: 0, limit: CANDIDATES }, tuning)) as SearchResponse;
  const kept = reorder(candidates.items, located, new Date());
  const end = located.offset + located.limit;
  return JSON.stringify({ ...candidates, items: kept.slice(located.offset, end), hasMore: kept.length > end });
}

async function pageJson(pool: pg.Pool, query: SearchQuery, tuning: SearchTuning): Promise<string> {
  // Readings of the text are tried in order until one finds something (see readQuery); the last answers.
  const readings = query.q ? await readQuery(pool, query.q) : [null];
  for (const [i, reading] of readings.entries()) {
    const page = await searchPage(pool, planSearch(query, reading ?? undefined, tuning), reading);
    if (page.found || i === readings.length - 1) return page.body;
  }
  throw new Error('A search has at least one reading');
}

/** `near` (a city or ZIP) as the center when the device's position is not given; 400 when a radius needs an unknown place. */
async function centredOnNear(pool: pg.Pool, query: SearchQuery): Promise<SearchQuery> {
  if (!query.near || query.lat !== undefined) return query;
  const [reading] = await readQuery(pool, query.near);
  const center = reading.place?.center;
  if (center) return { ...query, lat: center.latitude, lng: center.longitude };
  if (query.radius !== undefined) throw badRequest(PLACE_NOT_FOUND, { near: PLACE_NOT_FOUND });
  return query;
}
