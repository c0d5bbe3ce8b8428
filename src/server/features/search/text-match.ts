// What a search term matches, as SQL predicates over listing_search (alias `s`).
//
// The words of a listing (runs of letters and digits) are in a full-text index, and every word of every
// listing is in search_words. A term is split into words the same way, in the database, and each word
// of it is looked up in search_words (trigram index) for the listing words it can be part of; the
// full-text index then finds the listings holding those, reading one short list per word where the
// trigram index on the listings' text reads the long lists of common trigrams ("ing", "ter") for almost
// every term.
//
// Short terms (under 3 letters) match the start of a word: each word of the term must start a word of
// the listing, which the full-text query decides exactly. Longer terms must be contained as typed: the
// full-text query only narrows and strpos decides; when no word of the term narrows, the trigram index
// finds the candidates after all.
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { BUSINESS_TYPE_NAMES } from '@shared/reference';
import { likePattern } from '../../db/like';
import { queryPrepared } from '../../db/prepared';

export const SHORT_TERM = 3;
// A word of the term that more listing words fit than this narrows nothing worth the lookups (think
// "ing"): a long term leaves it to strpos, a short one to a prefix query.
const MAX_WORDS_PER_TERM_WORD = 32;

/** A word of the term for the full-text query: the listing words it fits, or a word prefix. */
type TermWord = { words: string[] } | { prefix: string };

export interface TermQuery {
  term: string;
  short: boolean;
  /** Null when no word of the term narrows the search (the trigram index serves it). */
  words: TermWord[] | null;
}

export interface TextMatch {
  /** Any match: name, type, services or keywords. */
  any: SQL;
  name: SQL;
  /** A business-type match, or null when no type fits the term. */
  type: SQL | null;
}

/**
 * The listing words each word of the term fits, or null when some word of the term fits none (then
 * no listing can match).
 *
 * Short terms: each word of the term must start a listing word. Longer terms: a word of the term with
 * punctuation or a space on both sides must be a whole listing word, with one after it only must end
 * one, before it only must start one, and with none must be inside one. A word that gives the trigram
 * index nothing to look up (under 3 letters inside a word, 1 letter at the end of one) is left out.
 */
export async function lookUpTerm(pool: pg.Pool, term: string): Promise<TermQuery | null> {
  const short = term.length < SHORT_TERM;
  // Split in the database, as the listings' words were, so that both sides agree on what a word is.
  const rows = await queryPrepared<{ part: string; words: string[] }>(pool, sql`
    with parts as (
      select part, ${short} or i > 1 as starts, not ${short} and i < n as ends
      from regexp_split_to_array(${term}, '[^[:alnum:]]+') a, array_length(a, 1) n, unnest(a) with ordinality u(part, i)
      where part <> ''
    )
    select part, array(
      select word from search_words
      where word like case when starts then '' else '%' end || part || case when ends then '' else '%' end
      limit ${MAX_WORDS_PER_TERM_WORD + 1}
    ) as words
    from parts where starts or length(part) >= case when ends then 2 else ${SHORT_TERM} end`);
  if (rows.some((r) => r.words.length === 0)) return null;
  const words = rows.flatMap((r): TermWord[] => {
    if (r.words.length <= MAX_WORDS_PER_TERM_WORD) return [{ words: r.words }];
    return short ? [{ prefix: r.part }] : [];
  });
  return { term, short, words: words.length ? words : null };
}

/** The predicates for a looked-up term. */
export function textMatch({ term, short, words }: TermQuery): TextMatch {
  const type = typeMatch(term);
  if (!words) {
    const pattern = likePattern(term);
    return { any: sql`s.search_text like ${pattern}`, name: sql`s.name_lc like ${pattern}`, type };
  }
  const query = sql`${tsQueryText(words)}::tsquery`;
  if (short) return { any: sql`s.words @@ ${query}`, name: sql`s.name_words @@ ${query}`, type };
  return {
    any: sql`s.words @@ ${query} and strpos(s.search_text, ${term}) > 0`,
    name: sql`s.name_words @@ ${query} and strpos(s.name_lc, ${term}) > 0`,
    type,
  };
}

/** tsquery text: every word of the term, as one of the listing words it fits or as a prefix. */
function tsQueryText(words: TermWord[]): string {
  return words.map((w) => ('prefix' in w ? `${tsLexeme(w.prefix)}:*` : `(${w.words.map(tsLexeme).join(' | ')})`)).join(' & ');
}

/** A lexeme quoted for tsquery's text form. */
function tsLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The business types whose name contains the term (for short terms: a word of it starts with the term). */
function typeMatch(term: string): SQL | null {
  const short = term.length < SHORT_TERM;
  const types = BUSINESS_TYPE_NAMES.filter((t) =>
    short ? t.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(term)) : t.toLowerCase().includes(term),
  );
  return types.length ? sql`s.business_type = any(${sql.param(types)}::text[])` : null;
}
