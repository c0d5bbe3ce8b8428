// GET /api/listings: the directory search; GET /api/suggest: suggestions as the visitor types.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/listing';
import { suggestQuerySchema, suggestResponseSchema } from '@shared/schemas/search-suggest';
import { countShown } from '@server/plugins/shown-counts';
import { searchListingsJson } from './search.repo';
import { suggest } from './suggest';

/** The ids of the businesses of a search answer's JSON, read only when counted (after it is sent). */
const listingIdsOf = (body: string) => (JSON.parse(body) as { items: { id: number }[] }).items.map((item) => item.id);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings',
    {
      // Every card carries its business's rating: a page made from it is dropped by any review.
      config: { shows: { reviews: '*' } },
      schema: {
        tags: ['listings'],
        summary: 'Search approved listings by text (with a place in it), type, state, services, price and distance',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request, reply) => {
      // The database writes the response's JSON (see search-sql.ts); a JSON string is sent as it is.
      const body = await searchListingsJson(app.deps.database.pool, request.query);
      countShown(request, 'search', () => listingIdsOf(body));
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/suggest',
    {
      schema: {
        tags: ['listings'],
        summary: 'Suggest businesses, business types, services and places for the text typed so far',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema },
      },
    },
    async (request) => ({ items: await suggest(app.deps.database.pool, request.query.q) }),
  );
};
