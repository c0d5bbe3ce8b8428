// /api/admin/listing-requests: the business requests queue, approve (searchable at once) and deny
// (feedback e-mailed to the business), decided by the decision service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_REQUEST_STATUSES, listingRequestViewSchema, pageSchema, requestListQuery } from '@shared/schemas/admin-requests';
import { approveDenyRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listListingRequests } from './listing-requests.repo';

const tags = ['admin'];

export const listingRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/listing-requests',
    {
      schema: {
        tags,
        summary: 'Business requests, newest first, by status',
        querystring: requestListQuery(LISTING_REQUEST_STATUSES),
        response: { 200: pageSchema(listingRequestViewSchema) },
      },
    },
    async (request) => listListingRequests(db, request.query),
  );

  approveDenyRoutes(app, decisions, 'listing-requests', {
    approve: 'Approve a business request',
    deny: 'Deny a business request and e-mail the feedback',
  });
};
