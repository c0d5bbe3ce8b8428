// /api/admin/blog-requests: article requests; approval publishes the article, denial e-mails the feedback.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sourceOfCategory, type ArticleCategory } from '@shared/reference';
import {
  approveBodySchema,
  blogRequestSchema,
  decisionResultSchema,
  denyBodySchema,
  idParamsSchema,
  pageSchema,
  REQUEST_STATUSES,
  requestListQuery,
} from '@shared/schemas/admin-requests';
import { approveBlogRequest, denyBlogRequest, listBlogRequests } from './blog-requests.repo';
import { blogRequestDecisionMail } from './emails';
import { queueDecisionMail } from './mail-helpers';

const tags = ['admin'];

export const blogRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { site } = app.deps.config;

  app.get(
    '/admin/blog-requests',
    {
      schema: { tags, summary: 'Article requests', querystring: requestListQuery(REQUEST_STATUSES), response: { 200: pageSchema(blogRequestSchema) } },
    },
    async (request) => listBlogRequests(db, request.query),
  );

  app.post(
    '/admin/blog-requests/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve an article request: it is published as a blog post',
        params: idParamsSchema,
        body: approveBodySchema,
        response: { 200: decisionResultSchema },
      },
    },
    async (request) => {
      const { feedback } = request.body;
      const { row, emailed } = await db.transaction(async (tx) => {
        const { row, blog } = await approveBlogRequest(tx, request.params.id, feedback);
        const source = sourceOfCategory(blog.category as ArticleCategory);
        const emailed = await queueDecisionMail(app, tx, row.email, blogRequestDecisionMail(site, row, true, source, blog.id, feedback));
        return { row, emailed };
      });
      void app.mailer.kick();
      return { id: row.id, status: row.status, emailed };
    },
  );

  app.post(
    '/admin/blog-requests/:id/deny',
    {
      schema: { tags, summary: 'Deny an article request and e-mail the feedback', params: idParamsSchema, body: denyBodySchema, response: { 200: decisionResultSchema } },
    },
    async (request) => {
      const { feedback } = request.body;
      const { row, emailed } = await db.transaction(async (tx) => {
        const row = await denyBlogRequest(tx, request.params.id, feedback);
        const emailed = await queueDecisionMail(app, tx, row.email, blogRequestDecisionMail(site, row, false, null, null, feedback));
        return { row, emailed };
      });
      void app.mailer.kick();
      return { id: row.id, status: row.status, emailed };
    },
  );
};
