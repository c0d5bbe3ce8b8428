// The relevance benchmark's queries: built from listings (the demo data), each with its truth taken from
// the listings' own fields, never from a search engine's answers. Pure and deterministic (a seeded PRNG).
import { createRng, type Rng } from '@server/seed/random';

/** The fields of a listing the queries are made from and judged on. */
export interface RelevanceListing {
  id: number;
  businessName: string;
  businessType: string;
  servicesOffered: string;
  keywords: string;
  description: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

export const RELEVANCE_KINDS = ['one typo', 'singular/plural', 'accents', 'city', 'word + city', 'ZIP code', 'glued words', 'name with a typo'] as const;
export type RelevanceKind = (typeof RELEVANCE_KINDS)[number];

export interface RelevanceQuery {
  kind: RelevanceKind;
  /** What the visitor types. */
  q: string;
  /** What the query was made from: the word, the city, the two words, the business's name. */
  from: string;
  /** The ids of the listings a good search finds, sorted. */
  truth: number[];
  /** How many first results count: 20 (a page), or 5 for a business looked up by name. */
  depth: number;
}

export const PAGE_DEPTH = 20;
export const NAME_DEPTH = 5;
const MIN_WORD = 4;
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'from', 'your', 'our', 'that', 'this']);
/** Words ending in s that are not plurals, and plurals our simple rule gets wrong. */
const NOT_PLURAL = new Set(['news', 'clothes', 'series', 'species', 'always', 'christmas', 'texas', 'kansas', 'arkansas', 'lens']);
const ACCENTS: Record<string, readonly string[]> = { a: ['á', 'à', 'â'], e: ['é', 'è', 'ê'], i: ['í', 'î'], o: ['ó', 'ô'], u: ['ú', 'ü'] };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const isWord = (token: string) => /^[a-z]+$/.test(token) && token.length >= MIN_WORD && !STOP_WORDS.has(token);

/** Lower case, accents dropped, split on anything but letters and digits. */
export function tokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * A listing's name, type and services as phrases whose neighbouring words are adjacent: services are a
 * comma-separated list, and '&' or '/' joins two things ('Ink & Paper'), not two words of one.
 */
export function phrases(listing: RelevanceListing): string[][] {
  return [listing.businessName, listing.businessType, listing.servicesOffered]
    .flatMap((field) => field.split(/[,&/;:()+|]/))
    .map(tokens)
    .filter((words) => words.length > 0);
}

/** The words of a listing's name, type and services: what the word kinds are made of and judged on. */
export function nameWords(listing: RelevanceListing): Set<string> {
  return new Set(phrases(listing).flat());
}

/** One typo, never on the first letter: a letter changed, dropped, doubled, or swapped with the next. */
export function typo(word: string, rng: Rng): string {
  for (;;) {
    const at = rng.int(1, word.length - 1);
    const letter = word[at]!;
    const op = rng.pick(['change', 'drop', 'double', 'swap'] as const);
    let out: string;
    if (op === 'change') out = word.slice(0, at) + rng.pick([...LETTERS.replace(letter, '')]) + word.slice(at + 1);
    else if (op === 'drop') out = word.slice(0, at) + word.slice(at + 1);
    else if (op === 'double') out = word.slice(0, at + 1) + letter + word.slice(at + 1);
    else out = at + 1 < word.length ? word.slice(0, at) + word[at + 1] + letter + word.slice(at + 2) : word;
    if (out !== word) return out;
  }
}

/** The plural of a singular word or the singular of a plural one (English rules); null when unsure. */
export function otherForm(word: string): string | null {
  if (NOT_PLURAL.has(word) || /(ss|us|is)$/.test(word)) return null;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(x|ch|sh|z)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The word with an accent on one of its vowels (cafe -> café); null without a vowel. */
export function addAccent(word: string, rng: Rng): string | null {
  const vowels = [...word].flatMap((letter, at) => (ACCENTS[letter] ? [at] : []));
  if (!vowels.length) return null;
  const at = rng.pick(vowels);
  return word.slice(0, at) + rng.pick(ACCENTS[word[at]!]!) + word.slice(at + 1);
}

interface Catalog {
  listings: readonly RelevanceListing[];
  words: Map<number, Set<string>>;
  /** Every token of every field: a typo or a glued pair that is a real word elsewhere is no typo. */
  vocabulary: Set<string>;
}

const idsWhere = (catalog: Catalog, keep: (listing: RelevanceListing) => boolean) => catalog.listings.filter(keep).map((l) => l.id);
const withWord = (catalog: Catalog, ...forms: string[]) => idsWhere(catalog, (l) => forms.some((form) => catalog.words.get(l.id)!.has(form)));
const sameCity = (listing: RelevanceListing, city: string) => listing.city?.toLowerCase() === city.toLowerCase();
/** Sorted, distinct, so that sampling them is deterministic. */
const distinct = (values: Iterable<string>) => [...new Set(values)].sort();

/** The name/type/services words of at least four letters, sorted. */
function wordList(catalog: Catalog): string[] {
  return distinct([...catalog.words.values()].flatMap((words) => [...words].filter(isWord)));
}

function oneTypo(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  return rng
    .sample(wordList(catalog), Number.MAX_SAFE_INTEGER)
    .flatMap((word) => {
      const q = typo(word, rng);
      return catalog.vocabulary.has(q) ? [] : [{ kind: 'one typo' as const, q, from: word, truth: withWord(catalog, word), depth: PAGE_DEPTH }];
    })
    .slice(0, count);
}

function singularPlural(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  const words = wordList(catalog).flatMap((word) => {
    const other = otherForm(word);
    // Only forms the listings use somewhere ('restaurants' in a description), so no query is 'sames'.
    return other && other.length >= MIN_WORD && catalog.vocabulary.has(other) ? [[word, other] as const] : [];
  });
  return rng
    .sample(words, count)
    .map(([word, other]) => ({ kind: 'singular/plural' as const, q: other, from: word, truth: withWord(catalog, word, other), depth: PAGE_DEPTH }));
}

function accents(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  return rng
    .sample(wordList(catalog), Number.MAX_SAFE_INTEGER)
    .flatMap((word) => {
      const q = addAccent(word, rng);
      return q ? [{ kind: 'accents' as const, q, from: word, truth: withWord(catalog, word), depth: PAGE_DEPTH }] : [];
    })
    .slice(0, count);
}

function cities(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  const names = distinct(catalog.listings.flatMap((l) => (l.city ? [l.city] : [])));
  return rng
    .sample(names, count)
    .map((city) => ({ kind: 'city' as const, q: city, from: city, truth: idsWhere(catalog, (l) => sameCity(l, city)), depth: PAGE_DEPTH }));
}

function wordAndCity(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  const pairs = distinct(catalog.listings.flatMap((l) => (l.city ? [...catalog.words.get(l.id)!].filter(isWord).map((word) => `${word}\t${l.city}`) : [])));
  return rng.sample(pairs, count).map((pair) => {
    const [word, city] = pair.split('\t') as [string, string];
    const truth = idsWhere(catalog, (l) => sameCity(l, city) && catalog.words.get(l.id)!.has(word));
    return { kind: 'word + city' as const, q: `${word} ${city.toLowerCase()}`, from: `${word} in ${city}`, truth, depth: PAGE_DEPTH };
  });
}

function zipCodes(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  const zips = distinct(catalog.listings.flatMap((l) => (l.zipCode ? [l.zipCode] : [])));
  return rng
    .sample(zips, count)
    .map((zip) => ({ kind: 'ZIP code' as const, q: zip, from: zip, truth: idsWhere(catalog, (l) => l.zipCode === zip), depth: PAGE_DEPTH }));
}

/** Two neighbouring words of one phrase, as 'soul food'. */
const adjacentPairs = (listing: RelevanceListing) => phrases(listing).flatMap((words) => words.slice(1).map((second, i) => `${words[i]} ${second}`));

function gluedWords(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  const usable = (pair: string) =>
    pair.split(' ').every((word) => /^[a-z]{3,}$/.test(word) && !STOP_WORDS.has(word)) && !catalog.vocabulary.has(pair.replace(' ', ''));
  const pairs = distinct(catalog.listings.flatMap(adjacentPairs).filter(usable));
  return rng.sample(pairs, count).map((pair) => ({
    kind: 'glued words' as const,
    q: pair.replace(' ', ''),
    from: pair,
    truth: idsWhere(catalog, (l) => adjacentPairs(l).includes(pair)),
    depth: PAGE_DEPTH,
  }));
}

/** A business looked up by its name, one of its longer words mistyped: found when in the first five. */
function nameWithTypo(catalog: Catalog, rng: Rng, count: number): RelevanceQuery[] {
  const byName = new Map<string, RelevanceListing[]>();
  for (const l of catalog.listings) byName.set(l.businessName.toLowerCase(), [...(byName.get(l.businessName.toLowerCase()) ?? []), l]);
  const unique = [...byName].filter(([, same]) => same.length === 1).map(([, [listing]]) => listing!);
  return rng
    .sample(unique, Number.MAX_SAFE_INTEGER)
    .flatMap((listing) => {
      // The name as typed: lower case, no accents, its punctuation kept ('uncle ray’s fish fry').
      const name = listing.businessName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const longest = tokens(listing.businessName)
        .filter(isWord)
        .sort((a, b) => b.length - a.length)[0];
      if (!longest) return [];
      const mistyped = typo(longest, rng);
      if (catalog.vocabulary.has(mistyped)) return [];
      const q = name.replace(new RegExp(`\\b${longest}\\b`), mistyped);
      return [{ kind: 'name with a typo' as const, q, from: listing.businessName, truth: [listing.id], depth: NAME_DEPTH }];
    })
    .slice(0, count);
}

const BUILDERS: Record<RelevanceKind, (catalog: Catalog, rng: Rng, count: number) => RelevanceQuery[]> = {
  'one typo': oneTypo,
  'singular/plural': singularPlural,
  accents,
  city: cities,
  'word + city': wordAndCity,
  'ZIP code': zipCodes,
  'glued words': gluedWords,
  'name with a typo': nameWithTypo,
};

/** Up to `perKind` queries of every kind, fewer when the listings do not offer as many. */
export function buildRelevanceQueries(listings: readonly RelevanceListing[], perKind = 30, seed = 20_261_101): RelevanceQuery[] {
  const sorted = [...listings].sort((a, b) => a.id - b.id);
  const catalog: Catalog = {
    listings: sorted,
    words: new Map(sorted.map((l) => [l.id, nameWords(l)])),
    vocabulary: new Set(
      sorted.flatMap((l) => [l.businessName, l.businessType, l.servicesOffered, l.keywords, l.description, l.city ?? '', l.state ?? ''].flatMap(tokens)),
    ),
  };
  // Each kind draws from its own stream, so changing one kind leaves the others' queries as they were.
  return RELEVANCE_KINDS.flatMap((kind, k) => BUILDERS[kind](catalog, createRng(seed + k), perKind).filter((query) => query.truth.length > 0));
}
