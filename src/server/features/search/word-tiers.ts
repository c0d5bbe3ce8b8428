// What the words of a search's text may match after the exact text, tier by tier: the same words in any
// order or another form of them (same English stem, a glued word split, two words glued), then words a
// typo or two away, then synonyms. Each tier is a full-text query over the listings' words (lexemes as
// listing_search.words holds them: whole words, and the starts that one- and two-letter words match).
// Pure: the vocabulary was looked up before (see vocabulary.repo.ts).
import { SEARCH_SYNONYMS } from '@shared/reference/search-synonyms';
import { SHORT_TERM } from './query-text';

export type WordMatch = { word: string } | { all: readonly WordMatch[] } | { any: readonly WordMatch[] };

export const WORD_LEVELS = ['forms', 'spelling', 'synonyms'] as const;
export type WordLevel = (typeof WORD_LEVELS)[number];

/** What the look-up found of the query's words in the listings' vocabulary. */
export interface Vocabulary {
  /** Words the listings use, with how many listings use each. */
  known: ReadonlyMap<string, number>;
  stopwords: ReadonlySet<string>;
  /** Listings' words with the same stem as the word, most used first. */
  forms: ReadonlyMap<string, readonly string[]>;
  /** For a word the listings do not use: theirs within its typo budget and their forms, nearest first. */
  typos: ReadonlyMap<string, readonly string[]>;
  /** For the query's last word, when the listings do not use it whole: their words it starts. */
  prefixed: ReadonlyMap<string, readonly string[]>;
  /** A glued word's two words ('soulfood': soul, food). */
  splits: ReadonlyMap<string, readonly [string, string]>;
  /** Two neighbouring words glued that the listings use as one ('soul food': soulfood). */
  glued: ReadonlySet<string>;
  /** For a word the listings do not use: the closest one they use, however far. */
  similar: ReadonlyMap<string, string>;
}

export interface WordTier {
  level: WordLevel;
  match: WordMatch;
  /** The full-text query (tsquery text) of the match. */
  query: string;
}

/** Phrase → the other phrases of its synonym group. */
const SYNONYMS = new Map<string, string[]>();
for (const group of SEARCH_SYNONYMS) for (const phrase of group) SYNONYMS.set(phrase, [...(SYNONYMS.get(phrase) ?? []), ...group.filter((p) => p !== phrase)]);
const LONGEST_SYNONYM = Math.max(...SEARCH_SYNONYMS.flat().map((p) => p.split(' ').length));

/** The synonyms of a phrase of the query (also of its singular, 'barbers' for 'barber'). */
export function synonymsOf(phrase: string): string[] {
  return SYNONYMS.get(phrase) ?? (phrase.endsWith('s') ? (SYNONYMS.get(phrase.slice(0, -1)) ?? []) : []);
}

/** Every word of every synonym of the words and their neighbours: what the look-up must find forms of. */
export function synonymWords(words: readonly string[]): string[] {
  const found = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= LONGEST_SYNONYM && i + n <= words.length; n++) {
      for (const synonym of synonymsOf(words.slice(i, i + n).join(' '))) for (const word of synonym.split(' ')) found.add(word);
    }
  }
  return [...found];
}

/**
 * The words that count in the word tiers: stop words are left out unless nothing else is left, and
 * one-letter words always (as the start of a word they would match nearly every listing).
 */
export function meaningfulWords(words: readonly string[], vocabulary: Pick<Vocabulary, 'stopwords'>): string[] {
  const long = words.filter((w) => w.length > 1);
  const kept = long.filter((w) => !vocabulary.stopwords.has(w));
  return kept.length ? kept : long;
}

/**
 * The word tiers of the words (folded, stop words out), in order, each only when it may match a listing
 * that the tiers before it do not: a tier equal to the one before is left out, and so is a first tier
 * that only repeats the exact text (one word, no other form).
 */
export function wordTiers(words: readonly string[], vocabulary: Vocabulary, exactText: string): WordTier[] {
  if (!words.length) return [];
  const groups = groupsOf(words, vocabulary);
  const tiers: WordTier[] = [];
  // The exact text as one word: a first tier equal to it would find nothing new.
  let previous = toTsquery({ word: exactText });
  for (const level of WORD_LEVELS) {
    const match = normalize({ all: groups.map((group) => group[level]) });
    const query = toTsquery(match);
    if (query !== previous) tiers.push({ level, match, query });
    previous = query;
  }
  return tiers;
}

type Group = Record<WordLevel, WordMatch>;

/** The words in groups: a phrase with synonyms, or two words the listings also glue, go together. */
function groupsOf(words: readonly string[], vocabulary: Vocabulary): Group[] {
  const single = words.map((word) => wordLevels(word, vocabulary));
  const groups: Group[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    for (let n = Math.min(LONGEST_SYNONYM, words.length - i); n >= 2; n--) {
      const phrase = words.slice(i, i + n);
      const synonyms = synonymsOf(phrase.join(' '));
      const glued = n === 2 && vocabulary.glued.has(phrase.join('')) ? phrase.join('') : null;
      if (!synonyms.length && !glued) continue;
      const parts = single.slice(i, i + n);
      const together = (level: WordLevel): WordMatch => ({ any: [{ all: parts.map((p) => p[level]) }, ...(glued ? [{ word: glued }] : [])] });
      const forms = together('forms');
      const spelling = together('spelling');
      groups.push({ forms, spelling, synonyms: { any: [together('synonyms'), ...synonyms.map((s) => phraseMatch(s, vocabulary))] } });
      taken = n;
      break;
    }
    if (taken === 1) groups.push(single[i]!);
    i += taken;
  }
  return groups;
}

/** One word's match at each level; each level holds the one before. */
function wordLevels(word: string, vocabulary: Vocabulary): Group {
  const split = vocabulary.splits.get(word);
  const forms: WordMatch = {
    any: [
      ...formsOf(word, vocabulary).map((w) => ({ word: w })),
      ...(vocabulary.prefixed.get(word) ?? []).map((w) => ({ word: w })),
      ...(split ? [{ all: split.map((w) => ({ word: w })) }] : []),
    ],
  };
  const spelling: WordMatch = { any: [forms, ...(vocabulary.typos.get(word) ?? []).map((w) => ({ word: w }))] };
  const synonyms: WordMatch = { any: [spelling, ...synonymsOf(word).map((s) => phraseMatch(s, vocabulary))] };
  return { forms, spelling, synonyms };
}

function formsOf(word: string, vocabulary: Pick<Vocabulary, 'forms'>): string[] {
  if (word.length < SHORT_TERM) return [word];
  return [...new Set([word, ...(vocabulary.forms.get(word) ?? [])])];
}

/** A synonym: each of its words in any of its forms. */
function phraseMatch(phrase: string, vocabulary: Vocabulary): WordMatch {
  return { all: phrase.split(' ').map((word) => ({ any: formsOf(word, vocabulary).map((w) => ({ word: w })) })) };
}

/** The same match with nested ands and ors flattened, repeated words dropped, single members unwrapped. */
export function normalize(match: WordMatch): WordMatch {
  if ('word' in match) return match;
  const isAll = 'all' in match;
  const members: WordMatch[] = [];
  const seen = new Set<string>();
  for (const member of (isAll ? match.all : match.any).map(normalize)) {
    const inner = isAll ? ('all' in member ? member.all : [member]) : 'any' in member ? member.any : [member];
    for (const m of inner) {
      const key = toTsquery(m);
      if (seen.has(key)) continue;
      seen.add(key);
      members.push(m);
    }
  }
  if (members.length === 1) return members[0]!;
  return isAll ? { all: members } : { any: members };
}

/** The match as tsquery text. Words are runs of letters and digits, so quoting them needs no escapes. */
export function toTsquery(match: WordMatch): string {
  if ('word' in match) return `'${match.word}'`;
  const [members, operator] = 'all' in match ? [match.all, ' & '] : [match.any, ' | '];
  const parts = members.map(toTsquery);
  return parts.length === 1 ? parts[0]! : `(${parts.join(operator)})`;
}

/** Whether a text's words (folded) hold the match, as the full-text query would find it in them. */
export function wordsHold(match: WordMatch, words: readonly string[]): boolean {
  if ('word' in match) {
    const wanted = match.word;
    return words.some((w) => (wanted.length < SHORT_TERM ? w.startsWith(wanted) : w === wanted));
  }
  return 'all' in match ? match.all.every((m) => wordsHold(m, words)) : match.any.some((m) => wordsHold(m, words));
}

/**
 * What to offer when nothing matches: for each word the listings do not use (and have no other form of),
 * the nearest one they use. Empty when every word is known or nothing near was found.
 */
export function nearestSpellings(words: readonly string[], vocabulary: Vocabulary): Map<string, string> {
  const nearest = new Map<string, string>();
  for (const w of words) {
    if (w.length < SHORT_TERM || /^\d+$/.test(w) || vocabulary.known.has(w) || vocabulary.stopwords.has(w) || vocabulary.splits.has(w)) continue;
    if ((vocabulary.forms.get(w) ?? []).some((f) => f !== w)) continue;
    const word = vocabulary.typos.get(w)?.[0] ?? vocabulary.similar.get(w);
    if (word) nearest.set(w, word);
  }
  return nearest;
}
