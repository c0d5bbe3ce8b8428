// /api/admin/edit-requests: the edit requests queue, approve (fields applied to the listing) and reject
// (notes), decided by the decision service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDIT_REQUEST_STATUSES, editRequestViewSchema, idParamsSchema, rejectEditBodySchema, requestListQuery } from '@shared/schemas/admin-requests';
import { answer, queueListRoute, staffOf } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listEditRequests } from './edit-requests.repo';

const tags = ['admin'];
const editDecisionSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  emailed: z.boolean(),
  applied: z.array(z.string()).optional(),
  skipped: z.array(z.string()).optional(),
});

export const editRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  queueListRoute(app, 'edit-requests', {
    summary: 'Edit requests with their listing, newest first, by status',
    query: requestListQuery(EDIT_REQUEST_STATUSES),
    item: editRequestViewSchema,
    read: (query) => listEditRequests(db, query),
  });

  app.post(
    '/admin/edit-requests/:id/approve',
    { schema: { tags, summary: 'Approve an edit request: apply its fields to the listing', params: idParamsSchema, response: { 200: editDecisionSchema } } },
    async (request) => answer(decisions.decide('edit-requests', request.params.id, { approve: true }, staffOf(request))),
  );

  app.post(
    '/admin/edit-requests/:id/reject',
    {
      schema: { tags, summary: 'Reject an edit request with notes', params: idParamsSchema, body: rejectEditBodySchema, response: { 200: editDecisionSchema } },
    },
    async (request) => answer(decisions.decide('edit-requests', request.params.id, { approve: false, feedback: request.body.notes }, staffOf(request))),
  );
};
