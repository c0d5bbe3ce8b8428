// Directory search over listing_search, the narrow search copy of approved listings: the plan's
// strategies are tried in order, each one statement, until one is sure of its page.
import type { SearchQuery } from '@shared/schemas/listing';
import type pg from 'pg';
import { queryPage } from './page';
import { DEFAULT_TUNING, planSearch, type SearchTuning } from './plan';
import { strategySql } from './strategies';

export type { SearchTuning } from './plan';

/** One page of results as the JSON text of a `SearchResponse` ({items, hasMore}). */
export async function searchListingsJson(pool: pg.Pool, query: SearchQuery, tuning: SearchTuning = DEFAULT_TUNING): Promise<string> {
  const plan = planSearch(query, tuning);
  for (const strategy of plan.strategies) {
    const page = await queryPage(pool, plan, strategySql(plan, strategy));
    if (page.sure) return page.body;
  }
  throw new Error('The last strategy, a sort, is always sure');
}
