// The first stage of a search: reading its text. The place in it (a ZIP code, a city, a state) is taken
// out; the rest is the text, matched exactly first and then word by word in tiers (word-tiers.ts). One
// look-up against the listings' vocabulary and places answers everything the reading needs.
import type pg from 'pg';
import { CONNECTOR_WORDS, type FoundPlace, findPlace, type Place, placeKeys, type ZipEntry } from './places';
import { foldText, splitsOf, tokensOf, type Token, typoSearch } from './query-text';
import { lookUpVocabulary, type VocabularyRequest, type VocabularyRows } from './vocabulary.repo';
import { meaningfulWords, nearestSpellings, synonymWords, type Vocabulary, type WordTier, wordTiers } from './word-tiers';
import { zipTable } from './zip-table';

export interface QueryReading {
  /** What was typed, without the place: the text the results are for. */
  text: string;
  /** That text folded: what the exact tiers contain. Empty when only a place was typed. */
  exact: string;
  place: Place | null;
  /** The tiers after the exact text, in order. */
  wordTiers: WordTier[];
  /** The business types the listings have. */
  types: string[];
  /** The text with its unknown words spelled as the listings spell them, offered when nothing matches. */
  didYouMean: string | null;
}

/**
 * The readings of a search's text, to try in order until one finds something: with the place in it, and,
 * when the place's words are also words of the listings ('Hampton HR Solutions'), all of it as text.
 */
export async function readQuery(pool: pg.Pool, q: string): Promise<[QueryReading, ...QueryReading[]]> {
  const tokens = tokensOf(q);
  const rows = await lookUpVocabulary(pool, vocabularyRequest(tokens));
  const zips = tokens.some((t) => /^\d{5}$/.test(t.folded)) ? await zipTable() : () => undefined;
  return understand(q, tokens, rows, zips);
}

/** What the look-up is asked for the query's words. */
export function vocabularyRequest(tokens: readonly Token[]): VocabularyRequest {
  const words = [...new Set(tokens.map((t) => t.folded))];
  return {
    words: [...new Set([...words, ...synonymWords(words)])],
    typos: words.flatMap((word) => {
      const search = typoSearch(word);
      return search ? [{ word, ...search }] : [];
    }),
    prefix: completedWord(tokens),
    splits: words.flatMap((word) => splitsOf(word).map(([left, right]) => ({ word, left, right }))),
    pairs: tokens.slice(1).map((t, i) => tokens[i]!.folded + t.folded),
    places: placeKeys(tokens),
  };
}

/** The word that may still be being typed, the last, whose completions are looked up (three letters or more). */
function completedWord(tokens: readonly Token[]): string | null {
  const last = tokens.at(-1)?.folded;
  return last && last.length >= 3 ? last : null;
}

/** The readings, from the query, its words and what the look-up found. Pure. */
export function understand(
  q: string,
  tokens: readonly Token[],
  rows: VocabularyRows,
  zipOf: (zip: string) => ZipEntry | undefined,
): [QueryReading, ...QueryReading[]] {
  const vocabulary = vocabularyOf(rows, completedWord(tokens));
  const cities = rows.cities.map(({ latitude, longitude, ...city }) => ({
    ...city,
    center: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  }));
  const found = findPlace(tokens, cities, zipOf);
  const asText = reading(q, tokens, null, vocabulary, rows.types);
  if (!found) return [asText];
  const withPlace = reading(q, tokens, found, vocabulary, rows.types);
  const placeWords = tokens.slice(found.first, found.last + 1).filter((t) => !CONNECTOR_WORDS.has(t.folded));
  return placeWords.some((t) => vocabulary.known.has(t.folded)) ? [withPlace, asText] : [withPlace];
}

function reading(q: string, tokens: readonly Token[], found: FoundPlace | null, vocabulary: Vocabulary, types: string[]): QueryReading {
  const kept = found ? tokens.filter((_, i) => i < found.first || i > found.last) : tokens;
  const text = found ? withoutSpan(q, tokens[found.first]!.start, tokens[found.last]!.end) : q;
  const exact = foldText(text);
  const words = kept.map((t) => t.folded);
  const nearest = nearestSpellings(words, vocabulary);
  return {
    text,
    exact,
    place: found?.place ?? null,
    wordTiers: wordTiers(meaningfulWords(words, vocabulary), vocabulary, exact),
    types,
    didYouMean: nearest.size ? respelled(q, kept, nearest) : null,
  };
}

function vocabularyOf(rows: VocabularyRows, prefix: string | null): Vocabulary {
  return {
    known: new Map(rows.known),
    stopwords: new Set(rows.stopwords),
    forms: new Map(Object.entries(rows.forms)),
    typos: new Map(Object.entries(rows.typos)),
    prefixed: new Map(prefix ? [[prefix, rows.prefixed]] : []),
    splits: new Map(Object.entries(rows.splits)),
    glued: new Set(rows.glued),
    similar: new Map(Object.entries(rows.similar)),
  };
}

/** The text without [start, end), and without the commas and spaces left at its ends. */
function withoutSpan(q: string, start: number, end: number): string {
  return `${q.slice(0, start)} ${q.slice(end)}`.replace(/\s+/g, ' ').replace(/^[\s,;:–-]+|[\s,;:–-]+$/g, '');
}

/** The query with the tokens named in `nearest` replaced by their nearest spelling. */
function respelled(q: string, tokens: readonly Token[], nearest: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const token of tokens) {
    const by = nearest.get(token.folded);
    if (!by) continue;
    out += q.slice(at, token.start) + by;
    at = token.end;
  }
  return out + q.slice(at);
}
