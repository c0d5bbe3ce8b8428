// "Still right?": the e-mailed one-click link (GET shows what it would confirm and changes nothing, so a
// mail scanner opening it confirms nothing; POST confirms, once), the owner's yes on /account, and the job
// that e-mails verified owners every STILL_RIGHT_DAYS.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteRoot } from '@shared/paths';
import { ownerConfirmationSchema, stillRightLinkSchema, stillRightTokenSchema } from '@shared/schemas/still-right';
import type { Config } from '@server/config';
import { scheduleJob } from '@server/plugins/housekeeping';
import { HOUR, MINUTE, type LimitRule } from '@server/plugins/rate-limit';
import { listingIdParams } from '../listings';
import type { Site } from '../mail';
import { requireOwner } from './owner-auth';
import { deleteOldStillRightLinks } from './still-right.repo';
import { confirmByLink, confirmOwnedListing, sendStillRightReminders, stillRightLinkView } from './still-right.service';

const LINK_TRIES: LimitRule = { name: 'still-right', max: 30, windowMs: 15 * MINUTE };
const CONFIRMATIONS: LimitRule = { name: 'owner-confirmations', max: 60, windowMs: HOUR };
const tags = ['account'];

/**
 * The site's address for e-mails sent by a job, with no request to take the host from: PUBLIC_URL, or this
 * machine's own address (set PUBLIC_URL for links that work elsewhere; the server warns at start without it).
 */
const jobSite = (config: Config): Site => ({
  ...config.site,
  origin: config.site.publicUrl ? siteRoot(config.site.publicUrl) : `http://localhost:${config.port}`,
});

export const stillRightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;

  scheduleJob(
    app,
    '"Still right?" e-mails to owners',
    HOUR,
    async () => {
      await sendStillRightReminders({ db, mailer: app.mailer, site: jobSite(config) }, config.stillRightDays);
      await deleteOldStillRightLinks(db);
    },
    'listening',
  );

  app.get(
    '/still-right',
    {
      config: { limits: [LINK_TRIES] },
      schema: {
        tags,
        summary: "What an e-mailed 'Yes, still right' link would confirm, and whether it still works; reading it changes nothing",
        querystring: stillRightTokenSchema,
        response: { 200: stillRightLinkSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return stillRightLinkView(db, request.query.token);
    },
  );

  app.post(
    '/still-right',
    {
      config: { limits: [LINK_TRIES] },
      schema: {
        tags,
        summary: "Confirms the listing with an e-mailed link's token, once: no sign-in needed",
        body: stillRightTokenSchema,
        response: { 200: ownerConfirmationSchema },
      },
    },
    async (request) => {
      const confirmation = await confirmByLink(db, request.body.token);
      app.changes.publish({ topic: 'listings', id: confirmation.listingId });
      return confirmation;
    },
  );

  app.post(
    '/account/listings/:id/confirmation',
    {
      preHandler: requireOwner(app),
      config: { limits: [CONFIRMATIONS] },
      schema: { tags, summary: "The owner's 'Yes, still right' for a listing they own", params: listingIdParams, response: { 200: ownerConfirmationSchema } },
    },
    async (request) => {
      const confirmation = await confirmOwnedListing(db, request.owner!.accountId, request.params.id);
      app.changes.publish({ topic: 'listings', id: confirmation.listingId });
      return confirmation;
    },
  );
};
