// GET /api/listings/by-id?ids=12,34: the cards of a list of saved businesses (one saved in this browser, or
// one someone shared), approved listings only, in the order asked; unknown or hidden ones are left out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedIdsQuerySchema, savedListingsResponseSchema } from '@shared/schemas/saved-ids';
import { toPublicListing } from '../listings';
import { findApprovedListings, ratingSummaries } from './saved.repo';

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/listings/by-id',
    {
      // Every card carries its business's rating.
      config: { shows: { reviews: '*' } },
      schema: {
        tags: ['listings'],
        summary: 'Approved listings by id (at most 100), for a saved or shared list',
        querystring: savedIdsQuerySchema,
        response: { 200: savedListingsResponseSchema },
      },
    },
    async (request) => {
      const { db } = app.deps.database;
      const { ids } = request.query;
      const [rows, ratings] = await Promise.all([findApprovedListings(db, ids), ratingSummaries(db, ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const items = ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...toPublicListing(row), distance: null, rating: ratings.get(id) ?? { count: 0, average: 0 } }] : [];
      });
      return { items };
    },
  );
};
