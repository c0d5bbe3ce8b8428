// Published articles (a category's list with search and location filter; one article) and visitors'
// article (blog) requests, stored pending for admin review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_SOURCES } from '@shared/reference';
import {
  ARTICLE_NOT_FOUND_DETAIL,
  articleDetailQuerySchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  isArticleSource,
} from '@shared/schemas/article';
import { blogRequestCreatedSchema, blogRequestSchema } from '@shared/schemas/blog-request';
import { notFound } from '@server/http-error';
import { toArticle, toArticleSummary } from './article-mapper';
import { findPublishedArticle, listPublishedArticles } from './articles.repo';
import { insertBlogRequest } from './blog-requests.repo';
import { HOUR } from '@server/plugins/rate-limit';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles, newest first, with keyword search and location filter',
        querystring: articleListQuerySchema,
        response: { 200: articleListSchema },
      },
    },
    async (request) => {
      const { rows, hasMore } = await listPublishedArticles(app.deps.database.db, request.query);
      return { items: rows.map(toArticleSummary), hasMore };
    },
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        tags: ['articles'],
        summary: 'One published article; with source, only when the article belongs to that source',
        params: z.object({ id: z.string().max(20) }),
        querystring: articleDetailQuerySchema,
        response: { 200: articleSchema },
      },
    },
    async (request) => {
      const { source } = request.query;
      if (!/^\d{1,9}$/.test(request.params.id)) throw notFound(ARTICLE_NOT_FOUND_DETAIL);
      if (source !== undefined && !isArticleSource(source)) throw notFound(ARTICLE_NOT_FOUND_DETAIL);
      const row = await findPublishedArticle(app.deps.database.db, Number(request.params.id));
      if (!row) throw notFound(ARTICLE_NOT_FOUND_DETAIL);
      if (source !== undefined && isArticleSource(source) && ARTICLE_SOURCES[source] !== row.category) {
        throw notFound(ARTICLE_NOT_FOUND_DETAIL);
      }
      return toArticle(row);
    },
  );

  app.post(
    '/blog-requests',
    {
      config: { limits: [{ name: 'blog-requests', max: 20, windowMs: HOUR }] },
      schema: {
        tags: ['articles'],
        summary: 'Request an article for a category; stored pending for admin review',
        body: blogRequestSchema,
        response: { 201: blogRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await insertBlogRequest(app.deps.database.db, request.body);
      return reply.status(201).send(created);
    },
  );
};
