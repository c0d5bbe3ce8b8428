// /api/admin/held-reviews (the 'Held reviews' tab: reviews held for a look, grouped by listing with their
// burst) and the decision on a listing's held reviews: publish or remove, all of them or the chosen ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heldDecisionResultSchema, heldDecisionSchema, heldReviewsResponseSchema } from '@shared/schemas/held-reviews';
import type { Review } from '@shared/schemas/review';
import { apiErrorSchema } from '@server/api-error-schema';
import type { DbOrTx } from '@server/db/client';
import { siteOf } from '@server/plugins/site-origin';
import { verifiedOwnerOf } from '@server/features/owners';
import { decideHeldReviews, heldReviewBursts, newReviewMail } from '@server/features/reviews';
import type { Site } from '@server/features/mail';

const tags = ['admin'];

export const heldReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  /** A review published by staff reaches its listing's owner as one posted then would have. */
  const tellOwner = async (tx: DbOrTx, site: Site, business: { id: number; businessName: string }, review: Review) => {
    const owner = await verifiedOwnerOf(tx, business.id);
    if (owner?.notifyReviews) await app.mailer.queue(tx, { to: owner.email, ...newReviewMail(site, business, review) });
  };

  app.get(
    '/admin/held-reviews',
    {
      schema: {
        tags,
        summary: 'Reviews held for a look, grouped by listing (the newest burst first) with reviews per hour, ratings and the share from new addresses',
        response: { 200: heldReviewsResponseSchema },
      },
    },
    async () => heldReviewBursts(db),
  );

  app.post(
    '/admin/held-reviews/decision',
    {
      schema: {
        tags,
        summary: "Publish or remove a listing's held reviews: all of them, or those chosen by id",
        body: heldDecisionSchema,
        response: { 200: heldDecisionResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const result = await decideHeldReviews(db, request.body, (tx, business, review) => tellOwner(tx, site, business, review));
      app.changes.publish({ topic: 'reviews', businessId: request.body.businessId });
      return result;
    },
  );
};
