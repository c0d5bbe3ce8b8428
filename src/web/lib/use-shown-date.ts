// Dates as the visitor's own clock reads them. A server-rendered page cannot know the visitor's time zone,
// so the server, and the first render over its page, show the date in UTC (the same text on both sides);
// the visitor's zone takes over right after hydration.
import { format } from 'date-fns';
import { useHydrated } from './use-hydrated';

/** The same wall-clock reading in this runtime's zone as `date` has in UTC, for formatting as UTC. */
const asUtcWallClock = (date: Date) => new Date(date.getTime() + date.getTimezoneOffset() * 60_000);

/** `value` formatted with a date-fns pattern; '' for an unreadable date. */
export function useShownDate(value: string | Date, pattern: string): string {
  const hydrated = useHydrated();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return format(hydrated ? date : asUtcWallClock(date), pattern);
}
