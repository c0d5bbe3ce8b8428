// The businesses saved in this browser, as pure functions over the list kept in localStorage (no account,
// nothing sent to the server). public/paint-first.js reads and writes the same shape for a tap made before
// the app has started: an array of { id, savedAt } (newest first), each with the card seen when saved.
import type { ListingCard } from '@shared/schemas/listing';

/** The localStorage key of the list (public/paint-first.js names it too). */
export const SAVED_KEY = 'engine:saved';

export interface SavedEntry {
  id: number;
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** The business's card as last seen, for the saved page with no connection; absent for a tap made before the app started. */
  card?: ListingCard;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The stored list, newest first, each business once; anything unreadable is left out rather than thrown. */
export function parseSavedList(raw: string | null | undefined): SavedEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<number>();
  const entries: SavedEntry[] = [];
  for (const item of data as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { id, savedAt, card } = item as Record<string, unknown>;
    if (!isId(id) || seen.has(id)) continue;
    seen.add(id);
    const time = typeof savedAt === 'number' && Number.isFinite(savedAt) ? savedAt : 0;
    const validCard = card && typeof card === 'object' && (card as ListingCard).id === id ? (card as ListingCard) : undefined;
    entries.push(validCard ? { id, savedAt: time, card: validCard } : { id, savedAt: time });
  }
  return sortNewestFirst(entries);
}

export const serializeSavedList = (entries: readonly SavedEntry[]): string => JSON.stringify(entries);

const sortNewestFirst = (entries: SavedEntry[]) => entries.sort((a, b) => b.savedAt - a.savedAt);

export const isSaved = (entries: readonly SavedEntry[], id: number) => entries.some((entry) => entry.id === id);

/** The list with the business saved now (first), or unchanged when it is saved already (its card refreshed). */
export function addSaved(entries: readonly SavedEntry[], card: ListingCard, now: number): SavedEntry[] {
  if (isSaved(entries, card.id)) return withCards(entries, [card]);
  return [{ id: card.id, savedAt: now, card }, ...entries];
}

export const removeSaved = (entries: readonly SavedEntry[], id: number): SavedEntry[] => entries.filter((entry) => entry.id !== id);

/** Saves it when it is not saved, removes it when it is. */
export const toggleSaved = (entries: readonly SavedEntry[], card: ListingCard, now: number): SavedEntry[] =>
  isSaved(entries, card.id) ? removeSaved(entries, card.id) : addSaved(entries, card, now);

/**
 * Adds every business of a shared list that is not saved yet, the first of the list ending newest (as if
 * saved in the list's order from its end); those already saved keep their place.
 */
export function addAllSaved(entries: readonly SavedEntry[], cards: readonly ListingCard[], now: number): SavedEntry[] {
  const fresh = cards.filter((card, index) => !isSaved(entries, card.id) && cards.findIndex((c) => c.id === card.id) === index);
  const added = fresh.map((card, index) => ({ id: card.id, savedAt: now + fresh.length - 1 - index, card }));
  return sortNewestFirst([...added, ...withCards(entries, cards)]);
}

/** The saved cards replaced by newer copies of them (read from the API); the list's order is kept. */
export function withCards(entries: readonly SavedEntry[], cards: readonly ListingCard[]): SavedEntry[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return entries.map((entry) => {
    const card = byId.get(entry.id);
    return card ? { ...entry, card } : entry;
  });
}

export const savedIds = (entries: readonly SavedEntry[]): number[] => entries.map((entry) => entry.id);
