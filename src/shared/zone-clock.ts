// The wall clock of a US time zone without Intl. A page's first Intl call loads the browser's locale
// data, which on a phone blocks the main thread for a few hundred milliseconds; the zones the site
// uses follow one daylight-saving rule (since 2007: second Sunday of March at 2:00 to first Sunday
// of November at 2:00, local time), so their clocks are plain arithmetic.

const MINUTE_MS = 60_000;

/** Standard UTC offset in minutes, and whether the zone keeps daylight-saving time. */
const US_ZONES: Record<string, { standard: number; daylight: boolean }> = {
  'America/New_York': { standard: -300, daylight: true },
  'America/Chicago': { standard: -360, daylight: true },
  'America/Denver': { standard: -420, daylight: true },
  'America/Phoenix': { standard: -420, daylight: false },
  'America/Los_Angeles': { standard: -480, daylight: true },
  'America/Anchorage': { standard: -540, daylight: true },
  'Pacific/Honolulu': { standard: -600, daylight: false },
  'America/Puerto_Rico': { standard: -240, daylight: false },
};

export const ARITHMETIC_ZONES: readonly string[] = Object.keys(US_ZONES);

/** The day of the month of the nth Sunday of a month (month 0-based), in `year`. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/** The zone's UTC offset in minutes at `instant`, or null for a zone this module does not know. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number | null {
  const zone = US_ZONES[timeZone];
  if (!zone) return null;
  if (!zone.daylight) return zone.standard;
  const t = instant.getTime();
  const year = new Date(t + zone.standard * MINUTE_MS).getUTCFullYear();
  // 2:00 standard time in March; 2:00 daylight time (1:00 standard) in November.
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - zone.standard * MINUTE_MS;
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - zone.standard * MINUTE_MS;
  return t >= starts && t < ends ? zone.standard + 60 : zone.standard;
}

/**
 * The weekday (0 = Sunday, as Date counts) and minutes after midnight of `instant` on the zone's wall
 * clock, or null for a zone this module does not know.
 */
export function zoneWallClock(instant: Date, timeZone: string): { weekday: number; minutes: number } | null {
  const offset = zoneOffsetMinutes(instant, timeZone);
  if (offset === null) return null;
  const wall = new Date(instant.getTime() + offset * MINUTE_MS);
  return { weekday: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}
