// The HTTP side of decisions: read the id and the feedback, ask the decision service, and answer its
// outcome, or 404 for a request that is gone and 409 for one decided already.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { approveBodySchema, decisionResultSchema, denyBodySchema, idParamsSchema, pageSchema, type Page } from '@shared/schemas/admin-requests';
import { conflict, notFound } from '@server/http-error';
import { siteOf } from '@server/plugins/site-origin';
import { NotPendingError } from '../dashboard/common';
import type { DecisionOutcome, DecisionQueue, DecisionService, Staff } from './decisions.service';

const tags = ['admin'];

/** The signed-in staff member deciding, with the site their e-mails link to. */
export const staffOf = (request: FastifyRequest): Staff => ({ adminId: request.admin!.id, site: siteOf(request) });

/** The decision's outcome, with a request that is not pending any more turned into its HTTP error. */
export async function answer(decision: Promise<DecisionOutcome>): Promise<DecisionOutcome> {
  try {
    return await decision;
  } catch (error) {
    if (!(error instanceof NotPendingError)) throw error;
    throw error.currentStatus === null ? notFound(error.message) : conflict(error.message);
  }
}

/** A queue's list: what it is, the query it takes, the item it answers, and how it is read. */
export interface QueueList<Q extends z.ZodType, I extends z.ZodType> {
  summary: string;
  query: Q;
  item: I;
  read: (query: z.infer<Q>) => Promise<Page<z.input<I>>>;
}

/** GET /admin/{queue}: its page of requests by status. */
export function queueListRoute<Q extends z.ZodType, I extends z.ZodType>(app: FastifyInstance, queue: DecisionQueue, list: QueueList<Q, I>) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`/admin/${queue}`, { schema: { tags, summary: list.summary, querystring: list.query, response: { 200: pageSchema(list.item) } } }, async (request) =>
      list.read(request.query as z.infer<Q>),
    );
}

/** What the approve and deny routes of a queue say they do. */
export interface DecisionSummaries {
  approve: string;
  deny: string;
}

/** A queue's list with its approve and deny routes. */
export function queueRoutes<Q extends z.ZodType, I extends z.ZodType>(
  app: FastifyInstance,
  decisions: DecisionService,
  queue: DecisionQueue,
  spec: QueueList<Q, I> & DecisionSummaries,
) {
  queueListRoute(app, queue, spec);
  approveDenyRoutes(app, decisions, queue, spec);
}

/** POST /admin/{queue}/:id/approve (the feedback is optional) and /deny (the feedback is required). */
export function approveDenyRoutes(app: FastifyInstance, decisions: DecisionService, queue: DecisionQueue, summaries: DecisionSummaries) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    `/admin/${queue}/:id/approve`,
    { schema: { tags, summary: summaries.approve, params: idParamsSchema, body: approveBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => answer(decisions.decide(queue, request.params.id, { approve: true, feedback: request.body.feedback }, staffOf(request))),
  );
  routes.post(
    `/admin/${queue}/:id/deny`,
    { schema: { tags, summary: summaries.deny, params: idParamsSchema, body: denyBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => answer(decisions.decide(queue, request.params.id, { approve: false, feedback: request.body.feedback }, staffOf(request))),
  );
}
