// Community events: a visitor submits one (stored pending for admin review) and reads it back on the
// confirmation page with its token; approved events are listed for the Get Involved page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvedEventsQuerySchema,
  eventSchema,
  publicEventListSchema,
  submittedEventSchema,
  type PublicEvent,
  type SubmittedEvent,
} from '@shared/schemas/event';
import { notFound } from '@server/http-error';
import { confirmationToken, isValidConfirmationToken } from './confirmation-token';
import { eventTokenSecret, findEvent, insertEvent, listApprovedEvents, type EventRow } from './events.repo';
import { HOUR, MINUTE } from '@server/plugins/rate-limit';

const EVENT_NOT_FOUND = 'Event not found';
/** Submissions per address and hour: room for a busy office or a family, not for a flood. */
export const EVENT_SUBMISSIONS_PER_HOUR = 20;

function toPublicEvent(row: EventRow): PublicEvent {
  return {
    id: row.id,
    eventName: row.eventName,
    organizationName: row.organizationName,
    eventAddress: row.eventAddress,
    mainTopic: row.mainTopic,
    tagline: row.tagline,
    cause: row.cause,
    offeringPay: row.offeringPay,
    entryFee: row.entryFee,
    article: row.article,
    eventPhotos: row.eventPhotos,
    organizationLogo: row.organizationLogo,
    createdAt: row.createdAt.toISOString(),
  };
}

function toSubmittedEvent(row: EventRow, token: string): SubmittedEvent {
  return {
    ...toPublicEvent(row),
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    email: row.email,
    phone: row.phone,
    status: row.status,
    confirmationToken: token,
  };
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  let secret: string | undefined;
  const getSecret = async () => (secret ??= await eventTokenSecret(app.deps.database.db));

  app.post(
    '/events',
    {
      config: { limits: [{ name: 'events', max: EVENT_SUBMISSIONS_PER_HOUR, windowMs: HOUR }] },
      schema: {
        tags: ['events'],
        summary: 'Submit a community event; stored pending for admin review',
        body: eventSchema,
        response: { 201: submittedEventSchema },
      },
    },
    async (request, reply) => {
      const key = await getSecret();
      const row = await insertEvent(app.deps.database.db, request.body);
      return reply.status(201).send(toSubmittedEvent(row, confirmationToken(key, row.id)));
    },
  );

  app.get(
    '/events/approved',
    {
      schema: {
        tags: ['events'],
        summary: 'Approved community events, most recently approved first',
        querystring: approvedEventsQuerySchema,
        response: { 200: publicEventListSchema },
      },
    },
    async (request) => {
      const { rows, hasMore } = await listApprovedEvents(app.deps.database.db, request.query.limit, request.query.offset);
      return { items: rows.map(toPublicEvent), hasMore };
    },
  );

  app.get(
    '/events/:id',
    {
      config: { limits: [{ name: 'event-confirmation', max: 60, windowMs: MINUTE }] },
      schema: {
        tags: ['events'],
        summary: 'A submitted event, for its submitter (needs the confirmation token)',
        params: z.object({ id: z.string().max(20) }),
        querystring: z.object({ token: z.string().max(100).optional() }),
        response: { 200: submittedEventSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const token = request.query.token ?? '';
      if (!/^\d{1,9}$/.test(id) || !token) throw notFound(EVENT_NOT_FOUND);
      const key = await getSecret();
      if (!isValidConfirmationToken(key, Number(id), token)) throw notFound(EVENT_NOT_FOUND);
      const row = await findEvent(app.deps.database.db, Number(id));
      if (!row) throw notFound(EVENT_NOT_FOUND);
      return toSubmittedEvent(row, token);
    },
  );
};
