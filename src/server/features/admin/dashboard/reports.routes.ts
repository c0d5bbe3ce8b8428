// /api/admin/reports (the Reports tab: visitors' reports grouped by listing or review, open or decided),
// the decisions on a group, and marking a listing permanently closed or open again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageSchema } from '@shared/schemas/admin-requests';
import {
  listingClosureResultSchema,
  listingReportDecisionSchema,
  reportDecisionResultSchema,
  reportGroupViewSchema,
  reportQueueQuerySchema,
  reviewReportDecisionSchema,
} from '@shared/schemas/admin-reports';
import { apiErrorSchema } from '@server/api-error-schema';
import { siteOf } from '@server/plugins/site-origin';
import { staffOf } from '../decisions/decision.routes';
import { listReportGroups } from './reports.repo';
import { createReportDecisions } from './reports.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const decisions = createReportDecisions({ db, mailer: app.mailer, changes: app.changes });

  app.get(
    '/admin/reports',
    {
      schema: {
        tags,
        summary: "Visitors' reports grouped by listing or review, with their reasons counted: open ones (most reported first) or decided ones",
        querystring: reportQueueQuerySchema,
        response: { 200: pageSchema(reportGroupViewSchema) },
      },
    },
    async (request) => listReportGroups(db, request.query),
  );

  app.post(
    '/admin/reports/listings/:id/decision',
    {
      schema: {
        tags,
        summary: "Decide a listing's open reports: dismiss, edited (the listing was corrected) or close (mark it permanently closed)",
        params: idParamsSchema,
        body: listingReportDecisionSchema,
        response: { 200: reportDecisionResultSchema, ...errors },
      },
    },
    async (request) => decisions.decideListing(request.params.id, request.body.decision, staffOf(request)),
  );

  app.post(
    '/admin/reports/reviews/:id/decision',
    {
      schema: {
        tags,
        summary: "Decide a review's open reports: dismiss, or delete-review",
        params: idParamsSchema,
        body: reviewReportDecisionSchema,
        response: { 200: reportDecisionResultSchema, ...errors },
      },
    },
    async (request) => decisions.decideReview(request.params.id, request.body.decision, staffOf(request)),
  );

  for (const [action, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/admin/listings/:id/${action}`,
      {
        schema: {
          tags,
          summary: closed ? 'Mark an approved listing permanently closed: it leaves search' : 'Reopen a listing marked closed',
          params: idParamsSchema,
          response: { 200: listingClosureResultSchema, ...errors },
        },
      },
      async (request) => decisions.setClosed(request.params.id, closed, siteOf(request)),
    );
  }
};
