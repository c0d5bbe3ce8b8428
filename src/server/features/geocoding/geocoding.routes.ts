// GET /api/geocoding/state: the US state at the visitor's position, for pages that filter by state
// (Get Involved's 'Near me'). Answered from the ZIP-code table; the position is not stored.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pointQuerySchema, stateAtPointSchema } from '@shared/schemas/place';
import { MINUTE } from '@server/plugins/rate-limit';
import { stateAtPoint } from './state-at-point';

export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geocoding/state',
    {
      config: { limits: [{ name: 'state-at-point', max: 60, windowMs: MINUTE }] },
      schema: {
        tags: ['geocoding'],
        summary: 'The US state a point lies in (null outside the United States)',
        querystring: pointQuerySchema,
        response: { 200: stateAtPointSchema },
      },
    },
    async (request) => ({ state: await stateAtPoint(request.query) }),
  );
};
