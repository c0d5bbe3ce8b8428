// GET /api/listings: the directory search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/listing';
import { findListingsByIds, NO_RATING, ratingSummaries } from '../listings/listings.repo';
import { toPublicListing } from '../listings/listing-mapper';
import { searchListingIds } from './search.repo';

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
    async (request) => {
      const { db } = app.deps.database;
      const { hits, hasMore } = await searchListingIds(db, request.query);
      const ids = hits.map((h) => h.id);
      const [rows, ratings] = await Promise.all([findListingsByIds(db, ids), ratingSummaries(db, ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = hits.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ ...toPublicListing(row), distance: hit.distance, rating: ratings.get(hit.id) ?? NO_RATING }] : [];
      });
      return { items, hasMore };
    },
  );
};
