// Listing requests, the status check by listing number, and edit requests (issue: list a business).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { absoluteUrl, paths } from '@shared/paths';
import {
  editRequestResponseSchema,
  editRequestSchema,
  listingRequestResponseSchema,
  listingRequestSchema,
  listingStatusResponseSchema,
  normalizeListingNumber,
} from '@shared/schemas/submission';
import { currentOwner } from '../owners';
import { listingIdParams } from '../listings';
import { expireStaleEditRequests } from './submissions.repo';
import { scheduleJob } from '@server/plugins/housekeeping';
import { createEditRequest, createListingRequest, listingStatus, submissionDeps } from './submissions.service';
import { siteOrigin } from '@server/plugins/site-origin';
import { DAY, HOUR, MINUTE, type LimitRule } from '@server/plugins/rate-limit';
import { storableText } from '@shared/schemas/text';

/** A listing number is the key to a request: looking numbers up is slow going for anyone guessing them. */
export const STATUS_LOOKUP_LIMITS: LimitRule[] = [
  { name: 'status-minute', max: 20, windowMs: MINUTE, message: 'Too many status checks. Please wait a minute and try again.' },
  { name: 'status-day', max: 200, windowMs: DAY, message: 'Too many status checks today. Please try again tomorrow.' },
];

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = submissionDeps(app);
  scheduleJob(app, 'expired edit requests', HOUR, () => expireStaleEditRequests(deps.db));

  app.post(
    '/listing-requests',
    {
      // Per address: a person lists a handful of businesses, a script hundreds.
      config: { limits: [{ name: 'listing-requests', max: 10, windowMs: HOUR }] },
      schema: {
        tags: ['submissions'],
        summary: 'Submit a business for review; answers its new listing number',
        body: listingRequestSchema,
        response: { 201: listingRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = await currentOwner(app, request);
      const listingNumber = await createListingRequest(
        { ...deps, log: request.log, statusUrl: absoluteUrl(siteOrigin(request), paths.checkStatus) },
        request.body,
        owner?.accountId ?? null,
      );
      return reply.status(201).send({ listingNumber });
    },
  );

  app.get(
    '/listing-status/:listingNumber',
    {
      config: { limits: STATUS_LOOKUP_LIMITS },
      schema: {
        tags: ['submissions'],
        summary: 'Status of a listing by its number (pending, approved or declined)',
        // Made storable before the look-up: a number PostgreSQL cannot hold is simply not found.
        params: z.object({ listingNumber: z.string().max(40).transform(storableText) }),
        response: { 200: listingStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listingStatus(app.deps.database.db, normalizeListingNumber(request.params.listingNumber));
    },
  );

  app.post(
    '/listings/:id/edit-requests',
    {
      config: { limits: [{ name: 'edit-requests', max: 10, windowMs: HOUR }] },
      schema: {
        tags: ['submissions'],
        summary: 'Ask for changes to a pending or approved listing (the listing number is the proof)',
        params: listingIdParams,
        body: editRequestSchema,
        response: { 201: editRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createEditRequest(deps, request.params.id, request.body);
      return reply.status(201).send({ id: row.id, status: 'pending' as const });
    },
  );
};
