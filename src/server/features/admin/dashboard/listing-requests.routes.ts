// /api/admin/listing-requests: the business requests queue, approve (searchable at once) and deny
// (feedback e-mailed to the business), decided by the decision service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LISTING_REQUEST_STATUSES, listingRequestViewSchema, requestListQuery } from '@shared/schemas/admin-requests';
import { queueRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listListingRequests } from './listing-requests.repo';

export const listingRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;
  const list = { summary: 'Business requests, newest first, by status', query: requestListQuery(LISTING_REQUEST_STATUSES), item: listingRequestViewSchema };
  queueRoutes(
    app,
    decisions,
    'listing-requests',
    { ...list, read: (query) => listListingRequests(db, query) },
    {
      approve: 'Approve a business request',
      deny: 'Deny a business request and e-mail the feedback',
    },
  );
};
