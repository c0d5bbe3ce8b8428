// A time zone's UTC offset and wall clock: the one place both sides read them (event times, open now).
// The US zones are computed without Intl. A page's first Intl call loads the browser's locale data, which
// on a phone blocks the main thread for a few hundred milliseconds; the US zones follow one
// daylight-saving rule (since 2007: second Sunday of March at 2:00 to first Sunday of November at 2:00,
// local time), so their clocks are plain arithmetic. Any other zone, and any instant before a zone took
// its present rule, is read from Intl.

const MINUTE_MS = 60_000;

/** A zone's standard UTC offset in minutes, whether it keeps daylight-saving time, and since when it has. */
interface ZoneRule {
  standard: number;
  daylight: boolean;
  /** The instant (ms) from which the rule holds; the 2007 rule's first year unless the zone moved later. */
  since: number;
}

const RULES_BEGIN = Date.UTC(2007, 0, 1);
const rule = (standard: number, daylight = true, since = RULES_BEGIN): ZoneRule => ({ standard, daylight, since });
const EASTERN = rule(-300);
const CENTRAL = rule(-360);
const MOUNTAIN = rule(-420);
const PACIFIC = rule(-480);
const ALASKA = rule(-540);

/**
 * The zones of the US states and DC, including the canonical names the places of the states that span two
 * zones resolve to (Indiana's and Kentucky's counties, Michigan's Upper Peninsula, Idaho, North Dakota,
 * Alaska's towns), and Puerto Rico.
 */
const US_ZONES: Record<string, ZoneRule> = {
  'America/New_York': EASTERN,
  'America/Detroit': EASTERN,
  'America/Kentucky/Louisville': EASTERN,
  'America/Kentucky/Monticello': EASTERN,
  'America/Indiana/Indianapolis': EASTERN,
  'America/Indiana/Marengo': EASTERN,
  'America/Indiana/Vevay': EASTERN,
  // Central in 2006 and part of 2007, Eastern since.
  'America/Indiana/Petersburg': rule(-300, true, Date.UTC(2007, 10, 4, 6)),
  'America/Indiana/Vincennes': rule(-300, true, Date.UTC(2007, 10, 4, 6)),
  'America/Indiana/Winamac': rule(-300, true, Date.UTC(2007, 2, 11, 8)),
  'America/Chicago': CENTRAL,
  'America/Indiana/Knox': CENTRAL,
  'America/Indiana/Tell_City': CENTRAL,
  'America/Menominee': CENTRAL,
  'America/North_Dakota/Center': CENTRAL,
  'America/North_Dakota/New_Salem': CENTRAL,
  // Mountain until November 2010.
  'America/North_Dakota/Beulah': rule(-360, true, Date.UTC(2010, 10, 7, 7)),
  'America/Denver': MOUNTAIN,
  'America/Boise': MOUNTAIN,
  'America/Phoenix': rule(-420, false),
  'America/Los_Angeles': PACIFIC,
  'America/Anchorage': ALASKA,
  'America/Juneau': ALASKA,
  'America/Sitka': ALASKA,
  'America/Nome': ALASKA,
  'America/Yakutat': ALASKA,
  // Pacific time without daylight saving until 2015, and again for the winter of 2018-19.
  'America/Metlakatla': rule(-540, true, Date.UTC(2019, 2, 10, 11)),
  // Hawaii-Aleutian time, with daylight saving (Honolulu keeps none).
  'America/Adak': rule(-600),
  'Pacific/Honolulu': rule(-600, false),
  'America/Puerto_Rico': rule(-240, false),
};

/** The zones whose clocks are computed here: the US zones a business's time zone may be. */
export const ARITHMETIC_ZONES: readonly string[] = Object.keys(US_ZONES);

/** The day of the month of the nth Sunday of a month (month 0-based), in `year`. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * The zone's UTC offset in minutes at `instant` by arithmetic, or null for a zone this module does not
 * compute (or an instant before the zone took its present rule).
 */
export function zoneOffsetMinutes(instant: Date | number, timeZone: string): number | null {
  const zone = US_ZONES[timeZone];
  const t = typeof instant === 'number' ? instant : instant.getTime();
  if (!zone || !(t >= zone.since)) return null;
  if (!zone.daylight) return zone.standard;
  const year = new Date(t + zone.standard * MINUTE_MS).getUTCFullYear();
  // 2:00 standard time in March; 2:00 daylight time (1:00 standard) in November.
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - zone.standard * MINUTE_MS;
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - zone.standard * MINUTE_MS;
  return t >= starts && t < ends ? zone.standard + 60 : zone.standard;
}

// Building a formatter is the slow part of Intl: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether this runtime knows the IANA zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (US_ZONES[timeZone]) return true;
  try {
    wallFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the clocks in `timeZone` read at `instant` (in whole seconds), as the UTC time with the same reading.
 * Throws a RangeError for a zone this runtime does not know.
 */
export function zoneWallTime(instant: Date | number, timeZone: string): number {
  const whole = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  const offset = zoneOffsetMinutes(whole, timeZone);
  if (offset !== null) return whole + offset * MINUTE_MS;
  const parts = wallFormatter(timeZone).formatToParts(new Date(whole));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The zone's offset from UTC at `instant`, in minutes (New York in summer: -240), for any zone this runtime
 * knows: computed for the US zones, read from Intl for others. Throws a RangeError for an unknown zone.
 */
export function zoneOffset(instant: Date | number, timeZone: string): number {
  const whole = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  return Math.round((zoneWallTime(whole, timeZone) - whole) / MINUTE_MS);
}

/**
 * The weekday (0 = Sunday, as Date counts) and minutes after midnight of `instant` on the zone's wall
 * clock, or null for a zone this module does not compute.
 */
export function zoneWallClock(instant: Date, timeZone: string): { weekday: number; minutes: number } | null {
  const offset = zoneOffsetMinutes(instant, timeZone);
  if (offset === null) return null;
  const wall = new Date(instant.getTime() + offset * MINUTE_MS);
  return { weekday: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}
