// /api/admin/blog-requests: article requests; approval publishes the article, denial e-mails the feedback.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogRequestViewSchema, pageSchema, REQUEST_STATUSES, requestListQuery } from '@shared/schemas/admin-requests';
import { approveDenyRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listBlogRequests } from './blog-requests.repo';

const tags = ['admin'];

export const blogRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/blog-requests',
    {
      schema: { tags, summary: 'Article requests', querystring: requestListQuery(REQUEST_STATUSES), response: { 200: pageSchema(blogRequestViewSchema) } },
    },
    async (request) => listBlogRequests(db, request.query),
  );

  approveDenyRoutes(app, decisions, 'blog-requests', {
    approve: 'Approve an article request: it is published as a blog post',
    deny: 'Deny an article request and e-mail the feedback',
  });
};
