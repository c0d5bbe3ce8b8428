// The queues whose requests are only approved or denied, decided by the decision service:
// /api/admin/listing-requests (approval makes the business searchable at once), /api/admin/get-involved
// (leads) and /api/admin/blog-requests (approval publishes the article). Denials e-mail the feedback.
// Edit requests, events and claims have routes of their own.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogRequestViewSchema,
  getInvolvedRequestViewSchema,
  LISTING_REQUEST_STATUSES,
  listingRequestViewSchema,
  REQUEST_STATUSES,
  requestListQuery,
} from '@shared/schemas/admin-requests';
import { queueRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listBlogRequests } from './blog-request-queue.repo';
import { listListingRequests } from './listing-requests.repo';
import { listLeads } from './simple-requests.repo';

export const requestQueueRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;
  queueRoutes(app, decisions, 'listing-requests', {
    summary: 'Business requests, newest first, by status',
    query: requestListQuery(LISTING_REQUEST_STATUSES),
    item: listingRequestViewSchema,
    read: (query) => listListingRequests(db, query),
    approve: 'Approve a business request',
    deny: 'Deny a business request and e-mail the feedback',
  });
  queueRoutes(app, decisions, 'get-involved', {
    summary: 'Get-involved leads',
    query: requestListQuery(REQUEST_STATUSES),
    item: getInvolvedRequestViewSchema,
    read: (query) => listLeads(db, query),
    approve: 'Accept a get-involved lead',
    deny: 'Decline a get-involved lead and e-mail the feedback',
  });
  queueRoutes(app, decisions, 'blog-requests', {
    summary: 'Article requests',
    query: requestListQuery(REQUEST_STATUSES),
    item: blogRequestViewSchema,
    read: (query) => listBlogRequests(db, query),
    approve: 'Approve an article request: it is published as a blog post',
    deny: 'Deny an article request and e-mail the feedback',
  });
};
