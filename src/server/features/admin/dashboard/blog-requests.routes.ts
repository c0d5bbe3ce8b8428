// /api/admin/blog-requests: article requests; approval publishes the article, denial e-mails the feedback.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogRequestViewSchema, REQUEST_STATUSES, requestListQuery } from '@shared/schemas/admin-requests';
import { queueRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listBlogRequests } from './blog-requests.repo';

export const blogRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;
  const list = { summary: 'Article requests', query: requestListQuery(REQUEST_STATUSES), item: blogRequestViewSchema };
  queueRoutes(
    app,
    decisions,
    'blog-requests',
    { ...list, read: (query) => listBlogRequests(db, query) },
    {
      approve: 'Approve an article request: it is published as a blog post',
      deny: 'Deny an article request and e-mail the feedback',
    },
  );
};
