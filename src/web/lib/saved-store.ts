// The saved list as the app reads it: localStorage through useSyncExternalStore, shared by every Save
// button, the header's count and the saved page; other tabs and taps made before the app started
// (public/paint-first.js, which sends SAVED_CHANGE) are heard too. The server's page shows nothing saved.
import { useSyncExternalStore } from 'react';
import type { ListingCard } from '@shared/schemas/listing';
import { addAllSaved, isSaved, parseSavedList, removeSaved, SAVED_KEY, serializeSavedList, toggleSaved, withCards, type SavedEntry } from './saved-list';

/** The event paint-first.js sends on the document when it saves before the app has started. */
export const SAVED_CHANGE = 'engine:saved-change';

const NOTHING: readonly SavedEntry[] = [];
const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let last: readonly SavedEntry[] = NOTHING;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_KEY);
  } catch {
    return null; // storage refused (a private window's settings): nothing saved
  }
}

/** The list now; the same array while storage holds the same text, as useSyncExternalStore needs. */
export function savedEntries(): readonly SavedEntry[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    last = raw ? parseSavedList(raw) : NOTHING;
  }
  return last;
}

const notify = () => listeners.forEach((listener) => listener());

function write(entries: readonly SavedEntry[]) {
  try {
    window.localStorage.setItem(SAVED_KEY, serializeSavedList(entries));
  } catch {
    // Storage full or refused: the list stays as it was, which the button then shows.
  }
  notify();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === SAVED_KEY) notify();
};

export function subscribeSaved(listener: () => void): () => void {
  if (!listeners.size) {
    window.addEventListener('storage', onStorage);
    document.addEventListener(SAVED_CHANGE, notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener(SAVED_CHANGE, notify);
    }
  };
}

const serverSnapshot = () => NOTHING;

export const useSavedEntries = (): readonly SavedEntry[] => useSyncExternalStore(subscribeSaved, savedEntries, serverSnapshot);

export function useIsSaved(id: number): boolean {
  return useSyncExternalStore(
    subscribeSaved,
    () => isSaved(savedEntries(), id),
    () => false,
  );
}

export const toggleSavedBusiness = (card: ListingCard) => write(toggleSaved(savedEntries(), card, Date.now()));
export const removeSavedBusiness = (id: number) => write(removeSaved(savedEntries(), id));
export const addAllSavedBusinesses = (cards: readonly ListingCard[]) => write(addAllSaved(savedEntries(), cards, Date.now()));
/** Keeps the newest copies of saved cards (what the saved page read), for the page with no connection. */
export function refreshSavedCards(cards: readonly ListingCard[]) {
  const entries = savedEntries();
  const next = withCards(entries, cards);
  if (serializeSavedList(next) !== serializeSavedList(entries)) write(next);
}
