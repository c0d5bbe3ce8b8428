// What the search box suggests as the visitor types: business types, services and places first (each a
// search for it), then businesses (each opens its page), at most SUGGEST_MAX_ITEMS in all.
import type pg from 'pg';
import { SUGGEST_MAX_ITEMS, type Suggestion } from '@shared/schemas/search-suggest';
import { wordsOf } from './query-text';
import { termsSpelledLike, termsStartingWith, type TermRow } from './suggest.repo';

/** Shorter texts are not told apart from other words well enough to guess what was meant. */
const TYPO_MIN_CHARS = 4;

/** Room kept for businesses when there are as many of them. */
const BUSINESS_ROOM = SUGGEST_MAX_ITEMS / 2;

export async function suggest(pool: pg.Pool, q: string): Promise<Suggestion[]> {
  const key = wordsOf(q).join(' ');
  if (!key) return [];
  const starting = await termsStartingWith(pool, key);
  // Typos are forgiven only where nothing starts with the text: a prefix is what is being typed.
  if (starting.length || key.length < TYPO_MIN_CHARS) return toSuggestions(starting);
  return toSuggestions(await termsSpelledLike(pool, key));
}

/** The rows as suggestions: the other terms, then the businesses, keeping room for both. */
export function toSuggestions(rows: readonly TermRow[]): Suggestion[] {
  const seen = new Set<number | null>();
  // A name may start with the text and also have a later word that does: it is one business.
  const businesses = rows.filter((r) => r.kind === 'business' && !seen.has(r.listingId) && seen.add(r.listingId));
  const others = rows.filter((r) => r.kind !== 'business');
  const keptOthers = others.slice(0, SUGGEST_MAX_ITEMS - Math.min(businesses.length, BUSINESS_ROOM));
  return [...keptOthers, ...businesses].slice(0, SUGGEST_MAX_ITEMS).map(toSuggestion);
}

function toSuggestion(row: TermRow): Suggestion {
  switch (row.kind) {
    case 'business':
      return { kind: 'business', label: row.label, id: row.listingId ?? undefined, detail: row.detail ?? undefined, query: row.label };
    case 'type':
    case 'service':
      return { kind: row.kind, label: row.label, query: row.label };
    case 'zip':
      // '30303 (Atlanta, GA)' searches for the ZIP code alone.
      return { kind: 'place', label: row.label, query: row.key };
    case 'city':
    case 'state':
      return { kind: 'place', label: row.label, query: row.label };
  }
}
