// The US state a point lies in, offline: the state of the nearest postal code's centre in the ZIP-code
// table. ZIP centres lie a few miles apart, so only a point within a few miles of a state line may be given
// its neighbour; a point nearest a Canadian code, or far from every code (at sea, abroad), lies in no state.
import { distanceMiles, type Point } from '@shared/distance';
import { STATE_CODES, type StateCode } from '@shared/reference/states';
import { zipCodeTable } from './zip-geocoder';

/** Beyond this distance from the nearest US ZIP code's centre, a point is not in the United States. */
export const NEAREST_ZIP_MAX_MILES = 60;

const isStateCode = (code: string): code is StateCode => (STATE_CODES as readonly string[]).includes(code);

export async function stateAtPoint(point: Point): Promise<StateCode | null> {
  const { codes } = await zipCodeTable();
  let nearest: { state: string; country: string; miles: number } | null = null;
  for (const entry of Object.values(codes)) {
    if (!entry.latitude || !entry.longitude) continue;
    // A cheap box first: most of the table is far more than a degree away.
    if (Math.abs(entry.latitude - point.latitude) > 1.5) continue;
    const miles = distanceMiles(point, entry);
    if (!nearest || miles < nearest.miles) nearest = { state: entry.state, country: entry.country, miles };
  }
  if (!nearest || nearest.country !== 'US' || nearest.miles > NEAREST_ZIP_MAX_MILES) return null;
  return isStateCode(nearest.state) ? nearest.state : null;
}
