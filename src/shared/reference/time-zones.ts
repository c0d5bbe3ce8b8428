// The site's one table of US time zones by state: each state's main zone (the zone most of its people live
// in, for the states that span two), which an event starts in and a business falls back to when its own
// place is unknown, and the zones the event form offers, named as people say them. How a zone's clock reads
// is in zone-clock.ts.
import type { StateCode } from './states';

/** The IANA zone of each state and DC; the main one where a state spans two. */
export const STATE_TIME_ZONES: Record<StateCode, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The zones the event form offers, east to west: every state's zone, and the main zone of each region. */
export const EVENT_TIME_ZONES = [
  { zone: 'America/New_York', label: 'Eastern Time (New York)' },
  { zone: 'America/Detroit', label: 'Eastern Time (Michigan)' },
  { zone: 'America/Indiana/Indianapolis', label: 'Eastern Time (Indiana)' },
  { zone: 'America/Chicago', label: 'Central Time (Chicago)' },
  { zone: 'America/Denver', label: 'Mountain Time (Denver)' },
  { zone: 'America/Boise', label: 'Mountain Time (Idaho)' },
  { zone: 'America/Phoenix', label: 'Mountain Time, no daylight saving (Arizona)' },
  { zone: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
] as const;

export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number]['zone'];
export const EVENT_TIME_ZONE_IDS = EVENT_TIME_ZONES.map((z) => z.zone) as unknown as readonly [EventTimeZone, ...EventTimeZone[]];

/** A state's main zone, whatever the case of its code; undefined for an unknown state. */
export function stateTimeZone(state: string | null | undefined): string | undefined {
  const code = state?.toUpperCase();
  if (!code || !Object.hasOwn(STATE_TIME_ZONES, code)) return undefined;
  return STATE_TIME_ZONES[code as StateCode];
}

/** The zone the event form suggests for an address in this state (New York's when the state is unknown). */
export function timeZoneOfState(code: string | null | undefined): EventTimeZone {
  return (stateTimeZone(code) ?? 'America/New_York') as EventTimeZone;
}

export function timeZoneLabel(zone: string): string {
  return EVENT_TIME_ZONES.find((z) => z.zone === zone)?.label ?? zone.replaceAll('_', ' ');
}
