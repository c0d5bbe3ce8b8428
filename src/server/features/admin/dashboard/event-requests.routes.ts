// /api/admin/events: community events for staff. The queue (by status and by when), approve and deny
// (the decision e-mailed), edit with the public form's rules (a past start may stay as it was) and
// withdraw an approved event (it leaves the public pages; the submitter is told why).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrors } from '@shared/api-error-body';
import { decisionResultSchema, eventRequestListQuery, eventRequestViewSchema, idParamsSchema, withdrawBodySchema } from '@shared/schemas/admin-requests';
import { eventFieldsSchema, eventSchemaFor } from '@shared/schemas/event';
import { badRequest, notFound } from '@server/http-error';
import { scheduleOfInput } from '@server/features/events';
import { siteOf } from '@server/plugins/site-origin';
import { answer, queueRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { REQUEST_NOT_FOUND } from './common';
import { findEventRow, listEventRequests, toEventRequestView, updateEvent } from './event-requests.repo';

const tags = ['admin'];

export const eventRequestRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  queueRoutes(app, decisions, 'events', {
    summary: 'Community event submissions, by status and by when (upcoming, past, without a date)',
    query: eventRequestListQuery,
    item: eventRequestViewSchema,
    read: (query) => listEventRequests(db, query, new Date()),
    approve: 'Approve an event: it gets its page and is listed on Get Involved',
    deny: 'Deny an event and e-mail the feedback',
  });

  app.patch(
    '/admin/events/:id',
    {
      schema: {
        tags,
        summary: "Edit an event with the event form's rules; a start already in the past may stay as it was",
        params: idParamsSchema,
        body: eventFieldsSchema,
        response: { 200: eventRequestViewSchema },
      },
    },
    async (request) => {
      const current = await findEventRow(db, request.params.id);
      if (!current) throw notFound(REQUEST_NOT_FOUND);
      // The form's rules, with this event's stored start: kept as it was, it may be past (or still unknown).
      const now = new Date();
      const rules = { now: () => now, keepStartsAt: current.startsAt };
      const checked = eventSchemaFor(rules).safeParse(request.body);
      if (!checked.success) {
        const fields = fieldErrors(checked.error.issues);
        throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
      }
      const schedule = scheduleOfInput(checked.data, { now, keepStartsAt: current.startsAt });
      const row = await updateEvent(db, current.id, checked.data, schedule);
      if (!row) throw notFound(REQUEST_NOT_FOUND);
      return toEventRequestView(row);
    },
  );

  app.post(
    '/admin/events/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw an approved event: it leaves the public pages and the submitter is e-mailed why',
        params: idParamsSchema,
        body: withdrawBodySchema,
        response: { 200: decisionResultSchema },
      },
    },
    async (request) => answer(decisions.withdrawEvent(request.params.id, request.body.feedback, siteOf(request))),
  );
};
