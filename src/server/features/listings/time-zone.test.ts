// A business's time zone from its place: the ZIP-code centroids of the states that span two zones (from the
// offline table the geocoder uses) land in their own zone, and open now read there differs from the old
// answer read in the state's main zone exactly where the two zones' clocks differ.
import { describe, expect, it } from 'vitest';
import { openStatus } from '@shared/open-now';
import { stateTimeZone } from '@shared/reference/time-zones';
import { zoneOffset } from '@shared/zone-clock';
import { zipCodeGeocoder } from '../geocoding/zip-geocoder';
import { placeTimeZone } from './time-zone';

const CASES: [zip: string, state: string, zone: string][] = [
  ['79901', 'TX', 'America/Denver'], // El Paso
  ['77002', 'TX', 'America/Chicago'], // Houston
  ['32501', 'FL', 'America/Chicago'], // Pensacola
  ['32401', 'FL', 'America/Chicago'], // Panama City
  ['33101', 'FL', 'America/New_York'], // Miami
  ['42001', 'KY', 'America/Chicago'], // Paducah
  ['40202', 'KY', 'America/Kentucky/Louisville'],
  ['37902', 'TN', 'America/New_York'], // Knoxville
  ['46402', 'IN', 'America/Chicago'], // Gary
  ['47708', 'IN', 'America/Chicago'], // Evansville
  ['47586', 'IN', 'America/Indiana/Tell_City'],
  ['46534', 'IN', 'America/Indiana/Knox'],
  ['83702', 'ID', 'America/Boise'], // Boise
  ['83814', 'ID', 'America/Los_Angeles'], // Coeur d'Alene
  ['97914', 'OR', 'America/Boise'], // Ontario, Malheur County
  ['58601', 'ND', 'America/Denver'], // Dickinson
  ['58523', 'ND', 'America/North_Dakota/Beulah'],
  ['57701', 'SD', 'America/Denver'], // Rapid City
  ['69341', 'NE', 'America/Denver'], // Gering
  ['67735', 'KS', 'America/Denver'], // Goodland
  ['49801', 'MI', 'America/Menominee'], // Iron Mountain
  ['99546', 'AK', 'America/Adak'],
  ['99801', 'AK', 'America/Juneau'],
  ['86515', 'AZ', 'America/Denver'], // Window Rock, Navajo Nation
  ['85001', 'AZ', 'America/Phoenix'],
  ['30303', 'GA', 'America/New_York'], // Atlanta
  ['96813', 'HI', 'Pacific/Honolulu'],
];

const geocoder = zipCodeGeocoder();
const centroid = async (zipCode: string, state: string) => {
  const { latitude, longitude } = await geocoder.geocode({ street: '1 Main St', city: '', state, zipCode });
  return { latitude, longitude, state };
};

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Wednesday 15 July 2026, 16:30 UTC: 12:30 in New York, 10:30 in Denver, 6:30 in Honolulu.
const NOW = new Date('2026-07-15T16:30:00Z');

/** An hour of opening around `now` on the zone's clock: '<day> HH:00-HH+1:00'. */
function hourAround(now: Date, zone: string): string {
  const wall = new Date(now.getTime() + zoneOffset(now, zone) * 60_000);
  const hour = wall.getUTCHours();
  const hh = (h: number) => String(h % 24).padStart(2, '0');
  return `${WEEKDAY[wall.getUTCDay()]} ${hh(hour)}:00-${hh(hour + 1)}:00`;
}

describe('placeTimeZone', () => {
  it.each(CASES)('places ZIP %s (%s) in %s', async (zip, state, zone) => {
    expect(placeTimeZone(await centroid(zip, state))).toBe(zone);
  });

  it.each(CASES)('reads open now at ZIP %s (%s) on its own clock, not only its state’s', async (zip, state, zone) => {
    const hours = hourAround(NOW, zone);
    const own = openStatus(hours, NOW, placeTimeZone(await centroid(zip, state)) ?? undefined);
    const byState = openStatus(hours, NOW, stateTimeZone(state));
    expect(own).toBe('open');
    const clocksDiffer = zoneOffset(NOW, zone) !== zoneOffset(NOW, stateTimeZone(state)!);
    expect(byState).toBe(clocksDiffer ? 'closed' : 'open');
  });

  it('differs from the state’s zone for the split places, and agrees for the rest', async () => {
    const differ = [];
    for (const [zip, state, zone] of CASES) if (zoneOffset(NOW, zone) !== zoneOffset(NOW, stateTimeZone(state)!)) differ.push(zip);
    expect(differ).toEqual([
      '79901',
      '32501',
      '32401',
      '42001',
      '37902',
      '46402',
      '47708',
      '47586',
      '46534',
      '83814',
      '97914',
      '58601',
      '57701',
      '69341',
      '67735',
      '49801',
      '99546',
      '86515',
    ]);
  });

  it('falls back to the state’s zone without coordinates, or for a zone outside the US table', () => {
    expect(placeTimeZone({ latitude: null, longitude: null, state: 'TX' })).toBe('America/Chicago');
    expect(placeTimeZone({ latitude: undefined, longitude: -106.48, state: 'tx' })).toBe('America/Chicago');
    // Ciudad Juárez, across the river from El Paso: a Mexican zone, so the state's.
    expect(placeTimeZone({ latitude: 31.69, longitude: -106.42, state: 'TX' })).toBe('America/Chicago');
    // A point at sea, and coordinates the boundary data refuses.
    expect(placeTimeZone({ latitude: 30, longitude: -40, state: 'FL' })).toBe('America/New_York');
    expect(placeTimeZone({ latitude: 123, longitude: 0, state: 'GA' })).toBe('America/New_York');
  });

  it('keeps the clock of a place the boundary data puts across the Canadian border', () => {
    // Nelson, British Columbia, as if an Idaho ZIP's centroid: Pacific time, though Idaho's main zone is Mountain.
    expect(placeTimeZone({ latitude: 49.3, longitude: -117.3, state: 'ID' })).toBe('America/Los_Angeles');
    expect(placeTimeZone({ latitude: 49.9, longitude: -97.1, state: 'ND' })).toBe('America/Chicago');
    expect(placeTimeZone({ latitude: 43.65, longitude: -79.38, state: 'MI' })).toBe('America/New_York');
    expect(placeTimeZone({ latitude: 53.5, longitude: -113.5, state: 'MT' })).toBe('America/Denver');
    // Moncton keeps Atlantic time, which no US state keeps: the state's zone.
    expect(placeTimeZone({ latitude: 46.1, longitude: -64.8, state: 'ME' })).toBe('America/New_York');
  });

  it('takes the zone found when there is no state, and nothing when neither says', () => {
    expect(placeTimeZone({ latitude: 31.7584, longitude: -106.4783, state: null })).toBe('America/Denver');
    expect(placeTimeZone({ latitude: 51.5, longitude: -0.12, state: null })).toBe('Europe/London');
    expect(placeTimeZone({ latitude: null, longitude: null, state: null })).toBeNull();
    expect(placeTimeZone({ latitude: 123, longitude: 0, state: 'ZZ' })).toBeNull();
  });
});
