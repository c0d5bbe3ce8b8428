// The last stage of a search: the page. The plan's strategies run in order, each one statement, until one
// is sure of its page; its JSON (a `SearchResponse`) also says what the text was read as.
import type pg from 'pg';
import { queryPrepared } from '@server/db/prepared';
import type { SearchPlan } from './plan';
import type { QueryReading } from './read-query';
import { type PageExtras, searchSql } from './search-sql';

export interface Page {
  /** The JSON text of a `SearchResponse`. */
  body: string;
  /** Whether the reading matched anything, on this page or another. */
  found: boolean;
}

/** One page of the plan: its strategies tried in order until one is sure. */
export async function searchPage(pool: pg.Pool, plan: SearchPlan, reading: QueryReading | null): Promise<Page> {
  const extras = pageExtras(reading);
  for (const strategy of plan.strategies) {
    const [page] = await queryPrepared<{ body: string; sure: boolean; found: boolean }>(pool, searchSql(plan, strategy, extras));
    if (page!.sure) return { body: page!.body, found: page!.found };
  }
  throw new Error('The last strategy, a sort, is always sure');
}

/** The answer's `understood` (as JSON text) and `didYouMean`; both null without text. */
export function pageExtras(reading: QueryReading | null): PageExtras {
  if (!reading) return { understood: null, didYouMean: null };
  const place = reading.place && { label: reading.place.label, city: reading.place.city, state: reading.place.state, zip: reading.place.zip };
  return { understood: JSON.stringify({ text: reading.text, place }), didYouMean: reading.didYouMean };
}
