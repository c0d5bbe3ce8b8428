// GET /api/geocoding/state: the US state at the visitor's position (null outside the United States), for
// Get Involved's 'Near me'.
import type { Point } from '@shared/distance';
import type { StateAtPoint } from '@shared/schemas/place';
import { apiGet, withQuery } from '@web/lib/api-client';

export function getStateAt(point: Point) {
  return apiGet<StateAtPoint>(withQuery('/geocoding/state', { latitude: point.latitude, longitude: point.longitude }));
}
