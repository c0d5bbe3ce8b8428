// /api/admin/reviews and the business picker /api/admin/listings/search: review moderation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewsQuerySchema, adminReviewsResponseSchema, listingPickerQuerySchema, listingPickerResponseSchema } from '@shared/schemas/admin-reviews';
import { idParamsSchema } from '@shared/schemas/admin-requests';
import { HttpError } from '@server/http-error';
import { deleteOwnerReply, deleteReview, listAdminReviews, searchBusinesses } from './review-moderation.repo';

const tags = ['admin'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews by business, rating and text (username, content or business name), with statistics',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema },
      },
    },
    async (request) => listAdminReviews(db, request.query),
  );

  app.get(
    '/admin/listings/search',
    {
      schema: {
        tags,
        summary: 'Business search picker: approved businesses whose name contains the text (10 at most)',
        querystring: listingPickerQuerySchema,
        response: { 200: listingPickerResponseSchema },
      },
    },
    async (request) => ({ items: await searchBusinesses(db, request.query.q) }),
  );

  app.delete('/admin/reviews/:id', { schema: { tags, summary: 'Delete a review', params: idParamsSchema } }, async (request, reply) => {
    const row = await deleteReview(db, request.params.id);
    if (!row) throw new HttpError(404, 'Review not found');
    app.changes.publish({ topic: 'reviews', businessId: row.businessId });
    return reply.status(204).send();
  });

  app.delete(
    '/admin/reviews/:id/reply',
    { schema: { tags, summary: "Delete the owner's answer to a review", params: idParamsSchema } },
    async (request, reply) => {
      const row = await deleteOwnerReply(db, request.params.id);
      if (!row) throw new HttpError(404, 'This review has no answer.');
      app.changes.publish({ topic: 'reviews', businessId: row.businessId });
      return reply.status(204).send();
    },
  );
};
