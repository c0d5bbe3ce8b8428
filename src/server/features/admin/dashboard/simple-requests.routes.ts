// /api/admin/get-involved: get-involved leads, approved or denied for real (stored, with the feedback
// e-mailed to the sender). Events have their own routes (event-requests.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInvolvedRequestViewSchema, pageSchema, REQUEST_STATUSES, requestListQuery } from '@shared/schemas/admin-requests';
import { approveDenyRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listLeads } from './simple-requests.repo';

const tags = ['admin'];
const listQuery = requestListQuery(REQUEST_STATUSES);

export const simpleRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/get-involved',
    { schema: { tags, summary: 'Get-involved leads', querystring: listQuery, response: { 200: pageSchema(getInvolvedRequestViewSchema) } } },
    async (request) => listLeads(db, request.query),
  );
  approveDenyRoutes(app, decisions, 'get-involved', {
    approve: 'Accept a get-involved lead',
    deny: 'Decline a get-involved lead and e-mail the feedback',
  });
};
