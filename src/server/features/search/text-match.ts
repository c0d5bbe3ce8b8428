// What a search term matches, as SQL predicates over listing_search.
//
// Terms of 3 letters or more must be contained as typed: a trigram index on the search text (and one on
// the name) finds them, and a common term stops early on the newest-first index (or the nearest-first
// walk) instead. Shorter terms match the start of a word (runs of letters and digits), since trigrams
// cannot serve them: the full-text index of the words' first one and two letters (`word_starts`) finds
// them exactly.
import { sql, type SQL } from 'drizzle-orm';
import { BUSINESS_TYPE_NAMES } from '@shared/reference';
import { likePattern } from '@server/db/like';

/** Terms shorter than this match the start of a word. */
export const SHORT_TERM = 3;

/** The words of a text: its runs of letters and digits, lower-cased. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// Every search tests the term against each business type: their lower-cased names and words, made once.
const TYPES = BUSINESS_TYPE_NAMES.map((name) => ({ name, lc: name.toLowerCase(), words: wordsOf(name) }));

export interface TextMatch {
  /** Any match: name, type, services or keywords. */
  any: SQL;
  name: SQL;
}

/**
 * The full-text query of a short term over the starts of words: every word of the term starts a word of
 * the listing. Null without a word; a short term's words are never longer than the two letters kept.
 */
export function wordStartQuery(term: string): string | null {
  if (term.length >= SHORT_TERM) throw new Error(`Not a short term: ${term}`);
  const words = wordsOf(term);
  return words.length ? words.join(' & ') : null;
}

export function textMatch(term: string): TextMatch {
  const tsQuery = term.length < SHORT_TERM ? wordStartQuery(term) : null;
  if (tsQuery) {
    const query = sql`to_tsquery('simple', ${tsQuery})`;
    return { any: sql`listing_search.word_starts @@ ${query}`, name: sql`listing_search.name_word_starts @@ ${query}` };
  }
  const pattern = likePattern(term);
  return { any: sql`listing_search.search_text like ${pattern}`, name: sql`listing_search.name_lc like ${pattern}` };
}

/** The business types whose name contains the term (for short terms: a word of it starts with the term). */
export function typesMatching(term: string): string[] {
  const short = term.length < SHORT_TERM;
  return TYPES.filter((t) => (short ? t.words.some((w) => w.startsWith(term)) : t.lc.includes(term))).map((t) => t.name);
}

/** A business-type match: the listing's type is one of these. */
export function businessTypeIn(types: readonly string[]): SQL {
  return sql`listing_search.business_type = any(${sql.param(types)}::text[])`;
}
