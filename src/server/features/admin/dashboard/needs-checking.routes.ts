// /api/admin/needs-checking: Site Management's list of listings nobody has vouched for in a year, oldest first.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingQuerySchema } from '@shared/schemas/admin-requests';
import { needsCheckingPageSchema } from '@shared/schemas/still-right';
import { listNeedsChecking } from './needs-checking.repo';

export const needsCheckingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/admin/needs-checking',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approved listings not confirmed by an owner, changed or approved for 12 months, oldest first, with the owner e-mail if any',
        querystring: pagingQuerySchema,
        response: { 200: needsCheckingPageSchema },
      },
    },
    async (request) => listNeedsChecking(db, request.query),
  );
};
