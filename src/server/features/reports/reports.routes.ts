// POST /api/listings/:id/reports: 'Report a problem' with a business, or, with a reviewId, 'Report review'.
// Limited per address; the report keeps no trace of the address. POST /api/account/reviews/:id/look: a
// verified owner asks staff to look at a review of their listing, once per review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerLookInputSchema, reportInputSchema, reportReceivedSchema } from '@shared/schemas/report';
import { idParamsSchema } from '@shared/schemas/admin-requests';
import { apiErrorSchema } from '@server/api-error-schema';
import { HOUR, MINUTE } from '@server/plugins/rate-limit';
import { listingIdParams } from '../listings';
import { requireOwner } from '../owners';
import { askStaffToLook, fileReport } from './reports.service';

/** Reports per address: enough for a visitor who finds several things wrong, not for a flood. */
export const REPORT_LIMITS = [
  { name: 'reports-minute', max: 5, windowMs: MINUTE },
  { name: 'reports', max: 20, windowMs: HOUR },
];

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/listings/:id/reports',
    {
      config: { limits: REPORT_LIMITS },
      schema: {
        tags: ['reports'],
        summary: 'Report a problem with an approved listing, or with one of its reviews (reviewId)',
        description:
          'Listing reasons: closed, moved, hours, contact, not-community-owned, other. Review reasons: spam, hateful, conflict-of-interest, ' +
          'not-real, other. The note is optional (at most 500 characters). One address may send 5 reports a minute and 20 an hour.',
        params: listingIdParams,
        body: reportInputSchema,
        response: { 201: reportReceivedSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await fileReport(app.deps.database.db, request.params.id, request.body);
      return reply.status(201).send({ received: true as const });
    },
  );

  app.post(
    '/account/reviews/:id/look',
    {
      preHandler: requireOwner(app),
      config: { limits: REPORT_LIMITS },
      schema: {
        tags: ['reports'],
        summary: "A verified owner asks staff to look at a review of their listing (once per review); staff's answer is e-mailed",
        params: idParamsSchema,
        body: ownerLookInputSchema,
        response: { 201: reportReceivedSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await askStaffToLook(app.deps.database.db, request.owner!.accountId, request.params.id, request.body);
      return reply.status(201).send({ received: true as const });
    },
  );
};
