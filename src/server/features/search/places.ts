// The place in a search's text: a ZIP code, a city of the listings (with its state after it, or not), a
// state's name, or a state's code where it cannot be a word ('TX' after other words, 'in tx'). Pure: the
// cities and ZIP codes are looked up before. At most one place; the rest of the text is the text.
import type { Point } from '@shared/distance';
import { STATES } from '@shared/reference';
import type { UnderstoodPlace } from '@shared/schemas/search-suggest';
import { foldText, type Token } from './query-text';

/** A city of the listings, as the vocabulary look-up answers it. */
export interface CityRow {
  key: string;
  /** As the listings write it ('St. Louis'). */
  name: string;
  state: string;
  label: string;
  listings: number;
  center: Point | null;
  /** How many listings use the city's name as a word of their text (a single-word city only). */
  wordListings: number;
}

export interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  center: Point;
}

/**
 * A place narrows the results as the state filter does (a city to its listings, a ZIP code to its state)
 * and orders them as the distance does (nearer its center first).
 */
export interface Place extends UnderstoodPlace {
  /** A city's key (listing_search.city): the results are its listings. */
  cityKey: string | null;
  /** Distances are measured from here, nearer listings first. */
  center: Point | null;
}

export interface FoundPlace {
  place: Place;
  /** The tokens (by index) the place and a word introducing it ('in', 'near') take from the text. */
  first: number;
  last: number;
}

/** Words that introduce a place ('soul food in Houston'): they go with it. */
export const CONNECTOR_WORDS: ReadonlySet<string> = new Set(['in', 'near', 'around']);
const MAX_PLACE_WORDS = 3;

const STATE_BY_NAME = new Map(STATES.map((s) => [foldText(s.name), s]));
const STATE_BY_CODE = new Map(STATES.map((s) => [s.code.toLowerCase(), s]));

/** The place of the text, if any: a ZIP code first, then a city, a state's name, a state's code. */
export function findPlace(tokens: readonly Token[], cities: readonly CityRow[], zipOf: (zip: string) => ZipEntry | undefined): FoundPlace | null {
  return zipPlace(tokens, zipOf) ?? cityPlace(tokens, cities) ?? stateNamePlace(tokens) ?? stateCodePlace(tokens);
}

/** The keys of the text's runs of up to three words: the cities to look up. */
export function placeKeys(tokens: readonly Token[]): string[] {
  const keys = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 1; n <= MAX_PLACE_WORDS && i + n <= tokens.length; n++) keys.add(keyOf(tokens, i, n));
  }
  return [...keys];
}

const keyOf = (tokens: readonly Token[], first: number, count: number) =>
  tokens
    .slice(first, first + count)
    .map((t) => t.folded)
    .join(' ');

function withConnector(tokens: readonly Token[], place: Place, first: number, last: number): FoundPlace {
  const before = tokens[first - 1];
  return { place, first: before && CONNECTOR_WORDS.has(before.folded) ? first - 1 : first, last };
}

function zipPlace(tokens: readonly Token[], zipOf: (zip: string) => ZipEntry | undefined): FoundPlace | null {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const entry = /^\d{5}$/.test(tokens[i]!.folded) ? zipOf(tokens[i]!.folded) : undefined;
    if (!entry) continue;
    const place: Place = {
      label: `${entry.zip} (${entry.city}, ${entry.state})`,
      city: entry.city,
      state: entry.state,
      zip: entry.zip,
      cityKey: null,
      center: entry.center,
    };
    return withConnector(tokens, place, i, i);
  }
  return null;
}

/** A state named or coded right after token `at` (its last token), or null. */
function stateAfter(tokens: readonly Token[], at: number): { code: string; last: number } | null {
  for (let n = MAX_PLACE_WORDS; n >= 1; n--) {
    if (at + n >= tokens.length) continue;
    const key = keyOf(tokens, at + 1, n);
    const state = STATE_BY_NAME.get(key) ?? (n === 1 ? STATE_BY_CODE.get(key) : undefined);
    if (state) return { code: state.code, last: at + n };
  }
  return null;
}

function cityPlace(tokens: readonly Token[], cities: readonly CityRow[]): FoundPlace | null {
  let best: { found: FoundPlace; words: number; first: number } | null = null;
  for (let n = MAX_PLACE_WORDS; n >= 1; n--) {
    for (let first = 0; first + n <= tokens.length; first++) {
      const rows = cities.filter((c) => c.key === keyOf(tokens, first, n));
      if (!rows.length) continue;
      const state = stateAfter(tokens, first + n - 1);
      const stated = state && rows.find((r) => r.state === state.code);
      const row = stated ?? rows.reduce((a, b) => (b.listings > a.listings ? b : a));
      const introduced = first > 0 && CONNECTOR_WORDS.has(tokens[first - 1]!.folded);
      // A one-word city that more listings use as a word of their text ('Mobile') is read as that word.
      if (n === 1 && !stated && !introduced && row.wordListings > rows.reduce((sum, r) => sum + r.listings, 0)) continue;
      const last = stated ? state.last : first + n - 1;
      const words = last - first + 1;
      // The longest place wins, then the one further right.
      if (best && (words < best.words || (words === best.words && first < best.first))) continue;
      // A city of several states, none named: its listings in each, measured from the largest.
      const place: Place =
        stated || rows.length === 1
          ? { label: row.label, city: row.name, state: row.state || null, zip: null, cityKey: row.key, center: row.center }
          : { label: row.name, city: row.name, state: null, zip: null, cityKey: row.key, center: row.center };
      best = { found: withConnector(tokens, place, first, last), words, first };
    }
  }
  return best?.found ?? null;
}

function statePlace(code: string): Place {
  const state = STATE_BY_CODE.get(code.toLowerCase())!;
  return { label: state.name, city: null, state: state.code, zip: null, cityKey: null, center: null };
}

function stateNamePlace(tokens: readonly Token[]): FoundPlace | null {
  for (let n = MAX_PLACE_WORDS; n >= 1; n--) {
    for (let first = tokens.length - n; first >= 0; first--) {
      const state = STATE_BY_NAME.get(keyOf(tokens, first, n));
      if (state) return withConnector(tokens, statePlace(state.code), first, first + n - 1);
    }
  }
  return null;
}

/** A state's code is a place when written in capitals after other words ('bbq TX'), or introduced ('in tx'). */
function stateCodePlace(tokens: readonly Token[]): FoundPlace | null {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    const state = STATE_BY_CODE.get(token.folded);
    if (!state) continue;
    const introduced = i > 0 && CONNECTOR_WORDS.has(tokens[i - 1]!.folded);
    if (introduced || (tokens.length > 1 && token.text === state.code)) return withConnector(tokens, statePlace(state.code), i, i);
  }
  return null;
}
