// Reviews of a listing: GET the summary and a sorted page, POST a new review (validated, spam-checked);
// and the newest reviews across the directory, for the home page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@server/api-error-schema';
import {
  recentReviewListSchema,
  recentReviewsQuerySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  postedReviewSchema,
  reviewPageSchema,
  type Review,
} from '@shared/schemas/review';
import { OWN_REVIEW_REFUSED } from '@shared/schemas/owner';
import type { DbOrTx } from '@server/db/client';
import { HttpError } from '@server/http-error';
import { currentOwner, ownsListing, verifiedOwnerOf } from '../owners';
import { listingIdParams } from '../listings';
import { burstHeldMail, newReviewMail } from './review-mails';
import { postReview, reviewPage } from './reviews.service';
import { listRecentReviews } from './reviews.repo';
import { clientAddress } from '@server/plugins/client-address';
import { siteOf } from '@server/plugins/site-origin';
import type { Site } from '../mail';
import { MINUTE } from '@server/plugins/rate-limit';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** E-mails the listing's verified owner about a new review, unless they turned it off. */
  const tellOwner = async (tx: DbOrTx, site: Site, business: { id: number; businessName: string }, review: Review) => {
    const owner = await verifiedOwnerOf(tx, business.id);
    if (owner?.notifyReviews) await app.mailer.queue(tx, { to: owner.email, ...newReviewMail(site, business, review) });
  };
  /** E-mails the listing's verified owner that a burst of reviews is held on it (once per burst). */
  const tellOwnerOfBurst = async (tx: DbOrTx, site: Site, business: { id: number; businessName: string }) => {
    const owner = await verifiedOwnerOf(tx, business.id);
    if (owner) await app.mailer.queue(tx, { to: owner.email, ...burstHeldMail(site, business) });
  };

  app.get(
    '/listings/:id/reviews',
    {
      // A page made from it is dropped by a review of this business.
      config: { shows: { reviews: ':id' } },
      schema: {
        tags: ['reviews'],
        summary: "An approved listing's rating summary and one sorted page of its reviews",
        params: listingIdParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) => reviewPage(app.deps.database.db, request.params.id, request.query),
  );

  app.get(
    '/reviews/recent',
    {
      // A page made from it is dropped by any review.
      config: { shows: { reviews: '*' } },
      schema: {
        tags: ['reviews'],
        summary: 'The newest reviews of approved businesses, newest first, each with its business',
        querystring: recentReviewsQuerySchema,
        response: { 200: recentReviewListSchema },
      },
    },
    async (request) => ({ items: await listRecentReviews(app.deps.database.db, request.query.limit) }),
  );

  app.post(
    '/listings/:id/reviews',
    {
      // A guard against floods; the hourly limits per address and business are counted with the reviews.
      config: { limits: [{ name: 'reviews', max: 60, windowMs: MINUTE }] },
      schema: {
        tags: ['reviews'],
        summary: 'Post a review of an approved listing',
        description:
          'Rating 1-5, name 2-50 characters (letters, digits, spaces, dots, hyphens, underscores), text 10-1000 characters, both trimmed. ' +
          'One address may post 5 reviews an hour per business and 30 overall; the same text twice for one business is refused (409). ' +
          "The answer's status is 'published', or 'held' when the business is receiving a burst of reviews: staff check it first.",
        params: listingIdParams,
        body: reviewInputSchema,
        response: { 201: postedReviewSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.deps.database;
      const owner = await currentOwner(app, request);
      if (owner && (await ownsListing(db, owner.accountId, request.params.id))) throw new HttpError(403, OWN_REVIEW_REFUSED);
      const site = siteOf(request);
      const { review, status, heldBecause } = await postReview(
        db,
        request.params.id,
        request.body,
        clientAddress(request.ip),
        (tx, business, review) => tellOwner(tx, site, business, review),
        (tx, business) => tellOwnerOfBurst(tx, site, business),
      );
      // A held review changes the page too: its notice, and the reviews held with it leave the rating.
      app.changes.publish({ topic: 'reviews', businessId: request.params.id });
      return reply.status(201).send({ ...review, status, heldBecause });
    },
  );
};
