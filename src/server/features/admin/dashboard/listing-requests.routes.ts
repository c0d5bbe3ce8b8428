// /api/admin/listing-requests: the business requests queue, approve (searchable at once) and deny
// (feedback e-mailed to the business). Each decision is one transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveBodySchema,
  decisionResultSchema,
  denyBodySchema,
  idParamsSchema,
  LISTING_REQUEST_STATUSES,
  listingRequestSchema,
  pageSchema,
  requestListQuery,
} from '@shared/schemas/admin-requests';
import { listingApprovedMail, listingDeclinedMail } from './emails';
import { approveListingRequest, declineListingRequest, listListingRequests } from './listing-requests.repo';
import { queueDecisionMail } from './mail-helpers';

const tags = ['admin'];

export const listingRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { site } = app.deps.config;

  app.get(
    '/admin/listing-requests',
    {
      schema: {
        tags,
        summary: 'Business requests, newest first, by status',
        querystring: requestListQuery(LISTING_REQUEST_STATUSES),
        response: { 200: pageSchema(listingRequestSchema) },
      },
    },
    async (request) => listListingRequests(db, request.query),
  );

  app.post(
    '/admin/listing-requests/:id/approve',
    { schema: { tags, summary: 'Approve a business request', params: idParamsSchema, body: approveBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => {
      const { feedback } = request.body;
      const { row, emailed } = await db.transaction(async (tx) => {
        const row = await approveListingRequest(tx, request.params.id, request.admin!.id, feedback);
        const emailed = await queueDecisionMail(app, tx, row.businessEmail, listingApprovedMail(site, row, feedback));
        return { row, emailed };
      });
      void app.mailer.kick();
      app.changes.publish({ topic: 'listings', id: row.id });
      return { id: row.id, status: row.status, emailed };
    },
  );

  app.post(
    '/admin/listing-requests/:id/deny',
    { schema: { tags, summary: 'Deny a business request and e-mail the feedback', params: idParamsSchema, body: denyBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => {
      const { feedback } = request.body;
      const { row, emailed } = await db.transaction(async (tx) => {
        const row = await declineListingRequest(tx, request.params.id, request.admin!.id, feedback);
        const emailed = await queueDecisionMail(app, tx, row.businessEmail, listingDeclinedMail(site, row, feedback));
        return { row, emailed };
      });
      void app.mailer.kick();
      return { id: row.id, status: row.status, emailed };
    },
  );
};
