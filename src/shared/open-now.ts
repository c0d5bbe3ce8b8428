// Open now: whether a business's parsed hours have it open at a moment, read on its own wall clock. The
// zone is the business's own (stored from its coordinates), or its state's main zone when that is unknown.
// Pure functions, used by the search's open-now filter, the cards and the detail page.
import { parseHours, type ParsedHours } from './hours';
import { stateTimeZone } from './reference/time-zones';
import { zoneOffset } from './zone-clock';

export type OpenStatus = 'open' | 'closed' | 'unknown';

const MINUTE_MS = 60_000;

/** The zone a business's hours are read in: its own, else its state's main zone (undefined when neither is known). */
export function businessTimeZone(business: { timeZone?: string | null; state?: string | null }): string | undefined {
  return business.timeZone || stateTimeZone(business.state);
}

/**
 * The weekday (0 = Monday) and minutes after midnight of `now` in `timeZone` (the device's own without
 * one). The US zones are computed, without Intl (see zone-clock.ts).
 */
export function localDayAndMinutes(now: Date, timeZone?: string): { day: number; minutes: number } {
  if (!timeZone) return { day: (now.getDay() + 6) % 7, minutes: now.getHours() * 60 + now.getMinutes() };
  const wall = new Date(now.getTime() + zoneOffset(now, timeZone) * MINUTE_MS);
  return { day: (wall.getUTCDay() + 6) % 7, minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

export function isOpenAt(hours: ParsedHours, day: number, minutes: number): OpenStatus {
  if (hours.kind === 'always') return 'open';
  if (hours.kind !== 'weekly') return 'unknown';
  for (const r of hours.days[day] ?? []) {
    if (r.close > r.open ? minutes >= r.open && minutes < r.close : minutes >= r.open) return 'open';
  }
  // Yesterday's ranges that run past midnight.
  for (const r of hours.days[(day + 6) % 7] ?? []) {
    if (r.close <= r.open && minutes < r.close) return 'open';
  }
  return 'closed';
}

/** Open now, closed, or unknown (no parseable hours, or by appointment). */
export function openStatus(text: string | null | undefined, now: Date, timeZone?: string): OpenStatus {
  const hours = parseHours(text);
  if (hours.kind === 'unknown' || hours.kind === 'appointment') return 'unknown';
  const { day, minutes } = localDayAndMinutes(now, timeZone);
  return isOpenAt(hours, day, minutes);
}
