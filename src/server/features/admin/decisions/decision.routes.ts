// The HTTP side of decisions: read the id and the feedback, ask the decision service, and answer its
// outcome, or 404 for a request that is gone and 409 for one decided already.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approveBodySchema, decisionResultSchema, denyBodySchema, idParamsSchema } from '@shared/schemas/admin-requests';
import { conflict, notFound } from '@server/http-error';
import { NotPendingError } from '../dashboard/common';
import type { DecisionOutcome, DecisionQueue, DecisionService } from './decisions.service';

const tags = ['admin'];

/** The decision's outcome, with a request that is not pending any more turned into its HTTP error. */
export async function answer(decision: Promise<DecisionOutcome>): Promise<DecisionOutcome> {
  try {
    return await decision;
  } catch (error) {
    if (!(error instanceof NotPendingError)) throw error;
    throw error.currentStatus === null ? notFound(error.message) : conflict(error.message);
  }
}

/** POST /admin/{queue}/:id/approve (the feedback is optional) and /deny (the feedback is required). */
export function approveDenyRoutes(app: FastifyInstance, decisions: DecisionService, queue: DecisionQueue, summaries: { approve: string; deny: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `/admin/${queue}/:id/approve`,
    { schema: { tags, summary: summaries.approve, params: idParamsSchema, body: approveBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => answer(decisions.decide(queue, request.params.id, { approve: true, feedback: request.body.feedback }, request.admin!.id)),
  );
  routes.post(
    `/admin/${queue}/:id/deny`,
    { schema: { tags, summary: summaries.deny, params: idParamsSchema, body: denyBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => answer(decisions.decide(queue, request.params.id, { approve: false, feedback: request.body.feedback }, request.admin!.id)),
  );
}
