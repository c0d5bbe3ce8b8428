// The state a point lies in (GET /api/geocoding/state): the visitor's position in, a state code or
// null (outside the United States) out. Get Involved's 'Near me' reads it.
import { z } from 'zod';
import { STATE_CODES } from '../reference';

export const pointQuerySchema = z.object({
  latitude: z.coerce.number({ error: 'Please give a latitude' }).min(-90).max(90),
  longitude: z.coerce.number({ error: 'Please give a longitude' }).min(-180).max(180),
});

export const stateAtPointSchema = z.object({ state: z.enum(STATE_CODES).nullable() });
export type StateAtPoint = z.infer<typeof stateAtPointSchema>;
