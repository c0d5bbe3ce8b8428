// GET /api/listings: the directory search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/listing';
import { searchListingsJson } from './search.repo';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings',
    {
      schema: {
        tags: ['listings'],
        summary: 'Search approved listings by text, type, state, services, price and distance',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      // The database writes the response's JSON (see search.repo); a JSON string is sent as it is.
      const body = await searchListingsJson(app.deps.database.pool, request.query);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};
