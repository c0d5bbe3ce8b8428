// /api/admin/events and /api/admin/get-involved: community event submissions and get-involved leads,
// approved or denied for real (stored, with the feedback e-mailed to the sender).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { eventDecisionMail, leadDecisionMail, type Mail } from './emails';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { queueDecisionMail } from './mail-helpers';
import { decideEvent, decideLead, listEvents, listLeads } from './simple-requests.repo';

const tags = ['admin'];
const listQuery = requestListQuery(REQUEST_STATUSES);

type Decide<Row> = (tx: Tx, id: number, decision: { status: 'approved' | 'denied'; feedback: string | null }) => Promise<Row>;
type DecisionMail<Row> = (site: Config['site'], row: Row, approved: boolean, feedback?: string) => Mail;

/** POST {path}/:id/approve and /deny: one transaction that decides and queues the e-mail to the sender. */
function decisionRoutes<Row extends { id: number; status: string; email: string }>(
  app: FastifyInstance,
  path: string,
  summaries: { approve: string; deny: string },
  decide: Decide<Row>,
  mail: DecisionMail<Row>,
) {
  const { db } = app.deps.database;
  const { site } = app.deps.config;
  for (const approved of [true, false]) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `${path}/:id/${approved ? 'approve' : 'deny'}`,
      {
        schema: {
          tags,
          summary: approved ? summaries.approve : summaries.deny,
          params: idParamsSchema,
          body: approved ? approveBodySchema : denyBodySchema,
          response: { 200: decisionResultSchema },
        },
      },
      async (request) => {
        const feedback = request.body?.feedback;
        const { row, emailed } = await db.transaction(async (tx) => {
          const row = await decide(tx, request.params.id, { status: approved ? 'approved' : 'denied', feedback: feedback ?? null });
          const emailed = await queueDecisionMail(app, tx, row.email, mail(site, row, approved, feedback));
          return { row, emailed };
        });
        void app.mailer.kick();
        return { id: row.id, status: row.status, emailed };
      },
    );
  }
}

export const simpleRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/events',
    { schema: { tags, summary: 'Community event submissions', querystring: listQuery, response: { 200: pageSchema(eventRequestSchema) } } },
    async (request) => listEvents(db, request.query),
  );
  decisionRoutes(
    app,
    '/admin/events',
    { approve: 'Approve an event: featured on Get Involved', deny: 'Deny an event and e-mail the feedback' },
    decideEvent,
    eventDecisionMail,
  );

  app.get(
    '/admin/get-involved',
    { schema: { tags, summary: 'Get-involved leads', querystring: listQuery, response: { 200: pageSchema(getInvolvedRequestSchema) } } },
    async (request) => listLeads(db, request.query),
  );
  decisionRoutes(
    app,
    '/admin/get-involved',
    { approve: 'Accept a get-involved lead', deny: 'Decline a get-involved lead and e-mail the feedback' },
    decideLead,
    leadDecisionMail,
  );
};
