// /api/admin/events and /api/admin/get-involved: community event submissions and get-involved leads,
// approved or denied for real (stored, with the feedback e-mailed to the sender).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveBodySchema,
  decisionResultSchema,
  denyBodySchema,
  eventRequestSchema,
  getInvolvedRequestSchema,
  idParamsSchema,
  pageSchema,
  REQUEST_STATUSES,
  requestListQuery,
} from '@shared/schemas/admin-requests';
import { eventDecisionMail, leadDecisionMail } from './emails';
import { queueDecisionMail } from './mail-helpers';
import { decideEvent, decideLead, listEvents, listLeads } from './simple-requests.repo';

const tags = ['admin'];
const listQuery = requestListQuery(REQUEST_STATUSES);

export const simpleRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { site } = app.deps.config;

  app.get(
    '/admin/events',
    { schema: { tags, summary: 'Community event submissions', querystring: listQuery, response: { 200: pageSchema(eventRequestSchema) } } },
    async (request) => listEvents(db, request.query),
  );

  for (const approved of [true, false]) {
    app.post(
      `/admin/events/:id/${approved ? 'approve' : 'deny'}`,
      {
        schema: {
          tags,
          summary: approved ? 'Approve an event: featured on Get Involved' : 'Deny an event and e-mail the feedback',
          params: idParamsSchema,
          body: approved ? approveBodySchema : denyBodySchema,
          response: { 200: decisionResultSchema },
        },
      },
      async (request) => {
        const feedback = request.body?.feedback;
        const { row, emailed } = await db.transaction(async (tx) => {
          const row = await decideEvent(tx, request.params.id, { status: approved ? 'approved' : 'denied', feedback: feedback ?? null });
          const emailed = await queueDecisionMail(app, tx, row.email, eventDecisionMail(site, row, approved, feedback));
          return { row, emailed };
        });
        void app.mailer.kick();
        return { id: row.id, status: row.status, emailed };
      },
    );
  }

  app.get(
    '/admin/get-involved',
    { schema: { tags, summary: 'Get-involved leads', querystring: listQuery, response: { 200: pageSchema(getInvolvedRequestSchema) } } },
    async (request) => listLeads(db, request.query),
  );

  for (const approved of [true, false]) {
    app.post(
      `/admin/get-involved/:id/${approved ? 'approve' : 'deny'}`,
      {
        schema: {
          tags,
          summary: approved ? 'Accept a get-involved lead' : 'Decline a get-involved lead and e-mail the feedback',
          params: idParamsSchema,
          body: approved ? approveBodySchema : denyBodySchema,
          response: { 200: decisionResultSchema },
        },
      },
      async (request) => {
        const feedback = request.body?.feedback;
        const { row, emailed } = await db.transaction(async (tx) => {
          const row = await decideLead(tx, request.params.id, { status: approved ? 'approved' : 'denied', feedback: feedback ?? null });
          const emailed = await queueDecisionMail(app, tx, row.email, leadDecisionMail(site, row, approved, feedback));
          return { row, emailed };
        });
        void app.mailer.kick();
        return { id: row.id, status: row.status, emailed };
      },
    );
  }
};
