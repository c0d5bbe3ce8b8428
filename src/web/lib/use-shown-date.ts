// Dates as the visitor's own clock reads them. A server-rendered page cannot know the visitor's time zone,
// so the server, and the first render over its page, show the date in UTC (the same text on both sides);
// the visitor's zone takes over right after hydration, re-rendering only where the text differs.
import { format } from 'date-fns';
import { useSyncExternalStore } from 'react';

/** The same wall-clock reading in this runtime's zone as `date` has in UTC, for formatting as UTC. */
const asUtcWallClock = (date: Date) => new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
const noSubscription = () => () => {};

/** `value` formatted with a date-fns pattern; '' for an unreadable date. */
export function useShownDate(value: string | Date, pattern: string): string {
  const date = new Date(value);
  const valid = !Number.isNaN(date.getTime());
  // Texts, not dates: React compares the two snapshots and re-renders only when they read differently.
  return useSyncExternalStore(
    noSubscription,
    () => (valid ? format(date, pattern) : ''),
    () => (valid ? format(asUtcWallClock(date), pattern) : ''),
  );
}
