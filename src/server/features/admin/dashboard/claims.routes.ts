// /api/admin/claims (Owner Claims: approve makes the claimant the verified owner, deny e-mails why) and
// each claim's document photo, revoking a listing's owner, and the changes owners made at once, which
// staff can revert.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { approveBodySchema, decisionResultSchema, idParamsSchema, pageSchema } from '@shared/schemas/admin-requests';
import { claimListQuery, claimViewSchema, ownerChangeViewSchema } from '@shared/schemas/owner';
import { siteOf } from '@server/plugins/site-origin';
import { openClaimEvidence } from '@server/features/owners';
import { PRIVATE_CACHE_CONTROL } from '@server/features/uploads';
import { queueRoutes } from '../decisions/decision.routes';
import type { DecisionService } from '../decisions/decisions.service';
import { listClaims, listOwnerChanges, revertOwnerChange } from './claims.repo';

const tags = ['admin'];
const changesQuery = claimListQuery.pick({ limit: true, offset: true });

export const claimRoutes: FastifyPluginAsyncZod<{ decisions: DecisionService }> = async (app, { decisions }) => {
  const { db } = app.deps.database;

  queueRoutes(app, decisions, 'claims', {
    summary: 'Claims of listings by owner accounts',
    query: claimListQuery,
    item: claimViewSchema,
    read: (query) => listClaims(db, query),
    approve: 'Verify a claim: the claimant becomes the owner (taking it from any other)',
    deny: 'Refuse a claim and e-mail the feedback',
  });

  // The claimant's document: for signed-in staff only, and kept by no cache (the file is deleted 30 days after the decision).
  app.get(
    '/admin/claims/:id/evidence',
    {
      schema: {
        tags,
        summary: "A claim's document photo (the image itself), or its thumbnail",
        params: idParamsSchema,
        querystring: z.object({ size: z.enum(['full', 'thumbnail']).default('full') }),
      },
    },
    async (request, reply) => {
      const file = await openClaimEvidence(db, app.photos, request.params.id, request.query.size);
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      reply.type(file.contentType);
      if (file.length !== undefined) reply.header('content-length', file.length);
      return reply.send(file.body);
    },
  );

  app.post(
    '/admin/listings/:id/owner/revoke',
    {
      schema: { tags, summary: "End a listing's verified ownership", params: idParamsSchema, body: approveBodySchema, response: { 200: decisionResultSchema } },
    },
    async (request) => decisions.revokeOwner(request.params.id, siteOf(request), request.body.feedback),
  );

  app.get(
    '/admin/owner-changes',
    {
      schema: {
        tags,
        summary: 'Changes owners made to their live listings, newest first',
        querystring: changesQuery,
        response: { 200: pageSchema(ownerChangeViewSchema) },
      },
    },
    async (request) => listOwnerChanges(db, request.query),
  );

  app.post(
    '/admin/owner-changes/:id/revert',
    { schema: { tags, summary: 'Put back what an owner changed', params: idParamsSchema, response: { 200: z.object({ reverted: z.literal(true) }) } } },
    async (request) => {
      const listingId = await db.transaction((tx) => revertOwnerChange(tx, request.params.id, request.admin!.id));
      app.changes.publish({ topic: 'listings', id: listingId });
      app.changes.publish({ topic: 'pages' });
      return { reverted: true as const };
    },
  );
};
