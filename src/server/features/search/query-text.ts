// The words of a search's text, folded as the database folds listings (search_fold: lower case without
// accents), and what a word may be looked up as: its typo budget, the index patterns that find every
// word within that budget, its swapped letters, and the ways it splits in two. Pure.

/** Texts and words shorter than this match the start of words (trigrams cannot serve them). */
export const SHORT_TERM = 3;

/** A run of letters and digits of the query, where it stands in the text, and folded. */
export interface Token {
  /** As typed. */
  text: string;
  /** Lower case, without accents, letters and digits only. */
  folded: string;
  start: number;
  end: number;
}

// Letters that unaccent maps but Unicode does not decompose; quotes and dashes it maps to ASCII.
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
};
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join('')}]`, 'g');

/** Lower case without accents, as the database's search_fold() writes listings. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL, (c) => SPECIAL_FOLDS[c]!);
}

/** The words of a text: its runs of letters and digits, folded. */
export const wordsOf = (text: string) => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The query's runs of letters and digits (accents stay with their letter), in order. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const folded = foldText(match[0]).replace(/[^\p{L}\p{N}]+/gu, '');
    if (folded) tokens.push({ text: match[0], folded, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/**
 * A word's letters, each a whole code point: a letter outside the Basic Multilingual Plane is one letter, as
 * Postgres counts it, and a cut between its two UTF-16 halves would make text no database accepts.
 */
const lettersOf = (word: string) => Array.from(word);

/** Typos forgiven in a word: none below 4 letters, one from 4, two from 8. */
export function typoBudget(word: string): number {
  const length = lettersOf(word).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}
/** How to look up the listings' words that a word may be a typo of. */
export interface TypoSearch {
  budget: number;
  /** The typo is not on the first letter (of a short word): typos there are rare, and the candidates many. */
  firstLetter: boolean;
  minLength: number;
  maxLength: number;
  /** LIKE patterns that together find every candidate through a trigram index (see halves and thirds). */
  patterns: string[];
  /** The word with two neighbouring letters swapped (see swapsOf). */
  swaps: string[];
}

/**
 * The typo look-up of a word, or null when none is forgiven. A word of three letters may be a four-letter
 * word with a letter dropped ('jek' for 'jerk'): the typo was made in a word long enough to forgive it.
 */
export function typoSearch(word: string): TypoSearch | null {
  const letters = lettersOf(word);
  if (/\d/.test(word) || letters.length < 3) return null;
  if (letters.length === 3) return { budget: 1, firstLetter: true, minLength: 4, maxLength: 4, patterns: halves(letters), swaps: [] };
  const budget = typoBudget(word);
  const firstLetter = budget === 1;
  const patterns = budget === 1 ? halves(letters) : thirds(letters);
  return { budget, firstLetter, minLength: letters.length - budget, maxLength: letters.length + budget, patterns, swaps: swapsOf(word) };
}

/*
 * Index patterns: a word with k edits keeps at least one of k + 1 parts of the original whole (a prefix,
 * a suffix, or a piece between), so LIKE patterns for each part find it through a trigram index.
 */

/** One edit: the first half as a prefix, or the second half as a suffix after the kept first letter. */
function halves(letters: string[]): string[] {
  const half = Math.ceil(letters.length / 2);
  return [`${letters.slice(0, half).join('')}%`, `${letters[0]}%${letters.slice(half).join('')}`];
}

/** Two edits (8 letters or more): a prefix, a middle piece of at least three letters (so it has a trigram), a suffix. */
function thirds(letters: string[]): string[] {
  const edge = Math.max(2, Math.floor((letters.length - 3) / 2));
  const piece = (from: number, to?: number) => letters.slice(from, to).join('');
  return [`${piece(0, edge)}%`, `%${piece(edge, letters.length - edge)}%`, `%${piece(letters.length - edge)}`];
}

/**
 * The word with two neighbouring letters swapped, each way it can be: one typo ('hiar' for 'hair'),
 * though two edits to Levenshtein, never moving the first letter.
 */
export function swapsOf(word: string): string[] {
  const letters = lettersOf(word);
  const swaps = new Set<string>();
  for (let i = 1; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    swaps.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  return [...swaps];
}

/** Shortest part of a glued word that is looked up. */
const MIN_PART = 2;

/** The two words a glued word may be ('soulfood': soul + food), each cut with parts of at least two letters. */
export function splitsOf(word: string): [string, string][] {
  const letters = lettersOf(word);
  if (letters.length < 2 * MIN_PART + 1 || /^\d+$/.test(word)) return [];
  const splits: [string, string][] = [];
  for (let i = MIN_PART; i <= letters.length - MIN_PART; i++) splits.push([letters.slice(0, i).join(''), letters.slice(i).join('')]);
  return splits;
}
