// A business's time zone from its place: the zone of its coordinates, from the offline zone boundaries of
// @photostructure/tz-lookup (El Paso keeps Mountain time though Texas mostly keeps Central, Pensacola
// Central though Florida keeps Eastern), or its state's main zone without coordinates. A place whose zone is
// not one of the US zones the site's clocks compute (a ZIP centroid across a border, a point at sea) gets
// its state's zone. Server only: the boundary data is large, so the zone is found here and stored with the
// listing (see time-zone-fill.ts), and browsers read it from the listing.
import tzLookup from '@photostructure/tz-lookup';
import { stateTimeZone } from '@shared/reference/time-zones';
import { ARITHMETIC_ZONES, isKnownTimeZone } from '@shared/zone-clock';

const US_ZONES = new Set(ARITHMETIC_ZONES);

/**
 * Canadian zones that keep a US zone's clock (the same offsets and daylight-saving dates): a place near the
 * border that the boundary data puts across it (a northern Idaho ZIP's centroid in British Columbia) keeps
 * the clock of where it is rather than its state's. Zones with no US twin (Atlantic time) give the state's.
 */
const US_TWINS: Readonly<Record<string, string>> = {
  'America/Vancouver': 'America/Los_Angeles',
  'America/Edmonton': 'America/Denver',
  'America/Winnipeg': 'America/Chicago',
  'America/Toronto': 'America/New_York',
};

export interface Place {
  latitude?: number | null;
  longitude?: number | null;
  state?: string | null;
}

/** The zone at these coordinates as the boundary data says it, or null for coordinates it refuses. */
function zoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

/**
 * The IANA time zone of a business at this place, or null when neither its coordinates nor its state say.
 * Coordinates without a state take the zone found there, when this runtime knows it.
 */
export function placeTimeZone(place: Place): string | null {
  const { latitude, longitude } = place;
  const ofState = stateTimeZone(place.state) ?? null;
  if (latitude == null || longitude == null) return ofState;
  const found = zoneAt(latitude, longitude);
  if (found && US_ZONES.has(found)) return found;
  if (found && US_TWINS[found]) return US_TWINS[found];
  return ofState ?? (found && isKnownTimeZone(found) ? found : null);
}
