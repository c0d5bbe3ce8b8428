// /api/admin/get-involved: get-involved leads, approved or denied for real (stored, with the feedback
// e-mailed to the sender). Events have their own routes (event-requests.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getInvolvedRequestViewSchema, REQUEST_STATUSES, requestListQuery } from '@shared/schemas/admin-requests';
import { queueRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listLeads } from './simple-requests.repo';

export const simpleRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;
  const list = { summary: 'Get-involved leads', query: requestListQuery(REQUEST_STATUSES), item: getInvolvedRequestViewSchema };
  queueRoutes(
    app,
    decisions,
    'get-involved',
    { ...list, read: (query) => listLeads(db, query) },
    {
      approve: 'Accept a get-involved lead',
      deny: 'Decline a get-involved lead and e-mail the feedback',
    },
  );
};
