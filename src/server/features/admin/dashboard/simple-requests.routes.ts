// /api/admin/events and /api/admin/get-involved: community event submissions and get-involved leads,
// approved or denied for real (stored, with the feedback e-mailed to the sender).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRequestViewSchema, getInvolvedRequestViewSchema, pageSchema, REQUEST_STATUSES, requestListQuery } from '@shared/schemas/admin-requests';
import { approveDenyRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listEvents, listLeads } from './simple-requests.repo';

const tags = ['admin'];
const listQuery = requestListQuery(REQUEST_STATUSES);

export const simpleRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  app.get(
    '/admin/events',
    { schema: { tags, summary: 'Community event submissions', querystring: listQuery, response: { 200: pageSchema(eventRequestViewSchema) } } },
    async (request) => listEvents(db, request.query),
  );
  approveDenyRoutes(app, decisions, 'events', {
    approve: 'Approve an event: featured on Get Involved',
    deny: 'Deny an event and e-mail the feedback',
  });

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
