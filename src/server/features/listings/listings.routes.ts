// GET /api/listings/:id: one approved listing with its rating summary; and the job that fills the
// listings' time zones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingCardSchema } from '@shared/schemas/listing';
import { notFound } from '@server/http-error';
import { countShown } from '@server/plugins/shown-counts';
import { toPublicListing } from './listing-mapper';
import { findApprovedListing, ratingSummary } from './listings.repo';
import { scheduleTimeZoneFill } from './time-zone-fill';

/** Ids are 32-bit in the database: a larger number is no listing, never a failed query. */
export const listingIdParams = z.object({ id: z.coerce.number().int().positive('Unknown listing').max(2_147_483_647, 'Unknown listing') });

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleTimeZoneFill(app, app.deps.database.db);
  app.get(
    '/listings/:id',
    {
      // Its rating: a page made from it is dropped by a review of this business.
      config: { shows: { reviews: ':id' } },
      schema: {
        tags: ['listings'],
        summary: 'One approved listing',
        params: listingIdParams,
        response: { 200: listingCardSchema },
      },
    },
    async (request) => {
      const { db } = app.deps.database;
      const row = await findApprovedListing(db, request.params.id);
      if (!row) throw notFound('Business Not Found');
      countShown(request, 'visit', () => [row.id]);
      return { ...toPublicListing(row), distance: null, rating: await ratingSummary(db, row.id) };
    },
  );
};
