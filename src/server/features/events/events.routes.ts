// Community events: a visitor submits one (stored pending for admin review) and reads it back on the
// confirmation page with its token; approved events are listed (upcoming or past), have their own page's
// data and an .ics file to add to a calendar; /events.ics is the feed calendar apps subscribe to.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventListQuerySchema, eventSchema, publicEventListSchema, publicEventSchema, submittedEventSchema } from '@shared/schemas/event';
import { notFound } from '@server/http-error';
import { clientAddress } from '@server/plugins/client-address';
import { HOUR, MINUTE } from '@server/plugins/rate-limit';
import { siteOrigin } from '@server/plugins/site-origin';
import { calendarFileName, calendarOptions, sendCalendar, toCalendarEvent } from './calendar';
import { confirmationToken, isValidConfirmationToken } from './confirmation-token';
import { scheduleOfInput, toPublicEvent, toSubmittedEvent } from './event-view';
import { eventTokenSecret, findApprovedEvent, findEvent, insertEvent, listApprovedEvents, listCalendarEvents } from './events.repo';
import { calendarText } from './ics';

const EVENT_NOT_FOUND = 'Event not found';
/** Submissions per address and hour: room for a busy office or a family, not for a flood. */
export const EVENT_SUBMISSIONS_PER_HOUR = 20;
/** Confirmation look-ups per address and minute: enough to reload, too few to guess tokens. */
const CONFIRMATION_LOOKUP = { name: 'event-confirmation', max: 60, windowMs: MINUTE };
/** The most events one feed carries. */
export const CALENDAR_FEED_MAX = 500;

const idParams = z.object({ id: z.string().max(20) });
const eventId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  let secret: string | undefined;
  const getSecret = async () => (secret ??= await eventTokenSecret(db));

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
      const schedule = scheduleOfInput(request.body, { now: new Date() });
      const key = await getSecret();
      const row = await insertEvent(db, request.body, schedule);
      return reply.status(201).send(toSubmittedEvent(row, confirmationToken(key, row.id)));
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Approved community events: upcoming soonest first (to be announced last), or past ones latest first',
        querystring: eventListQuerySchema,
        response: { 200: publicEventListSchema },
      },
    },
    async (request) => {
      const { rows, hasMore } = await listApprovedEvents(db, request.query, new Date());
      return { items: rows.map(toPublicEvent), hasMore };
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'An approved event; with its confirmation token, a submitted event of any status for its submitter',
        params: idParams,
        querystring: z.object({ token: z.string().max(100).optional() }),
        response: { 200: z.union([submittedEventSchema, publicEventSchema]) },
      },
    },
    async (request, reply) => {
      const id = eventId(request.params.id);
      const { token } = request.query;
      if (token === undefined) {
        const row = id === null ? undefined : await findApprovedEvent(db, id);
        if (!row) throw notFound(EVENT_NOT_FOUND);
        return toPublicEvent(row);
      }
      // Only token look-ups are limited: the public page is read by everyone, crawlers included.
      await app.limiter.enforce([{ rule: CONFIRMATION_LOOKUP, subject: clientAddress(request.ip) }], reply);
      if (id === null || !token) throw notFound(EVENT_NOT_FOUND);
      if (!isValidConfirmationToken(await getSecret(), id, token)) throw notFound(EVENT_NOT_FOUND);
      const row = await findEvent(db, id);
      if (!row) throw notFound(EVENT_NOT_FOUND);
      return toSubmittedEvent(row, token);
    },
  );

  app.get(
    '/events/:id/calendar.ics',
    { schema: { tags: ['events'], summary: 'An approved event as an iCalendar file to add to a calendar', params: idParams } },
    async (request, reply) => {
      const id = eventId(request.params.id);
      const row = id === null ? undefined : await findApprovedEvent(db, id);
      const entry = row && toCalendarEvent(row, siteOrigin(request));
      if (!row || !entry) throw notFound(EVENT_NOT_FOUND);
      return sendCalendar(request, reply, calendarText([entry], calendarOptions(app.deps.config)), 300, calendarFileName(row.eventName));
    },
  );
};

/** GET /events.ics: the upcoming approved events, for calendar apps to subscribe to (outside /api). */
export const eventFeedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/events.ics', async (request, reply) => {
    const { config, database } = app.deps;
    const siteUrl = siteOrigin(request);
    const rows = await listCalendarEvents(database.db, new Date(), CALENDAR_FEED_MAX);
    const entries = rows.map((row) => toCalendarEvent(row, siteUrl)).filter((e) => e !== null);
    return sendCalendar(request, reply, calendarText(entries, calendarOptions(config, `${config.site.name} community events`)), 900);
  });
};
