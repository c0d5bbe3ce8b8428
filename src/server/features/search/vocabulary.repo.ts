// Reads a search's words and places against the listings' vocabulary (search_words) and places
// (search_terms) in one call: which words the listings use, their other forms, the words a typo away,
// glued and split words, the nearest spelling, the cities named and the business types. The statement is
// the database function search_vocabulary() (migration 0015): planned once per connection, not per search.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { queryPrepared } from '@server/db/prepared';
import type { TypoSearch } from './query-text';

/** What to look up, made from the query's words (see read-query.ts). Words are folded letters and digits. */
export interface VocabularyRequest {
  /** Every word of the query and of the synonyms it names. */
  words: string[];
  /** Words to find typos of, when the listings do not use them (see query-text.ts). */
  typos: ({ word: string } & TypoSearch)[];
  /** The last word, to complete as it is typed (when the listings do not use it whole). */
  prefix: string | null;
  /** Ways to cut glued words in two. */
  splits: { word: string; left: string; right: string }[];
  /** Neighbouring words glued together. */
  pairs: string[];
  /** Runs of words that may be a city. */
  places: string[];
}

export interface VocabularyRows {
  known: [string, number][];
  stopwords: string[];
  forms: Record<string, string[]>;
  typos: Record<string, string[]>;
  prefixed: string[];
  splits: Record<string, [string, string]>;
  glued: string[];
  similar: Record<string, string>;
  cities: {
    key: string;
    name: string;
    state: string;
    label: string;
    listings: number;
    latitude: number | null;
    longitude: number | null;
    wordListings: number;
  }[];
  types: string[];
}

/** What the look-up found: see search_vocabulary() (migration 0015), which answers it in one call. */
export async function lookUpVocabulary(pool: pg.Pool, request: VocabularyRequest): Promise<VocabularyRows> {
  const [row] = await queryPrepared<{ found: VocabularyRows }>(
    pool,
    sql`select search_vocabulary(
      ${sql.param(request.words)}::text[], ${JSON.stringify(request.typos)}::json, ${request.prefix}::text,
      ${JSON.stringify(request.splits)}::json, ${sql.param(request.pairs)}::text[], ${sql.param(request.places)}::text[]
    ) as found`,
  );
  return row!.found;
}
