// What a signed-in owner does: claim a listing, see and edit their listings, answer reviews.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountListingsSchema,
  claimInputSchema,
  claimResultSchema,
  ownedListingDetailSchema,
  ownerDirectEditSchema,
  ownerEditRequestSchema,
  replyInputSchema,
} from '@shared/schemas/owner';
import { reviewListQuerySchema, reviewPageSchema, reviewSchema } from '@shared/schemas/review';
import { editRequestResponseSchema } from '@shared/schemas/submission';
import { scheduleJob } from '@server/plugins/housekeeping';
import { HOUR, MINUTE, type LimitRule } from '@server/plugins/rate-limit';
import { requireOwner } from './owner-auth';
import { listingIdParams } from '../listings';
import { reviewPage } from '../reviews';
import { createOwnerEditRequest, submissionDeps } from '../submissions';
import { siteOf } from '@server/plugins/site-origin';
import { evidenceFiles, sweepClaimEvidence } from './claim-evidence';
import { claimEvidenceRoutes } from './claim-evidence.routes';
import { stillRightRoutes } from './still-right.routes';
import { createClaim } from './claims.service';
import { accountListings, applyDirectEdit, assertOwns, ownedListingDetail } from './owner-listings.service';
import { changeReply } from './replies.service';

const CLAIMS: LimitRule = { name: 'owner-claims', max: 10, windowMs: HOUR };
const EDITS: LimitRule = { name: 'owner-edits', max: 60, windowMs: HOUR };
const REPLIES: LimitRule = { name: 'owner-replies', max: 60, windowMs: HOUR };
const tags = ['account'];

export const ownersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const owner = requireOwner(app);
  const accountId = (request: { owner?: { accountId: number } }) => request.owner!.accountId;
  const evidence = evidenceFiles(app.photos);

  await app.register(claimEvidenceRoutes);
  await app.register(stillRightRoutes);
  scheduleJob(app, 'claim documents past their keeping', HOUR, () => sweepClaimEvidence(db, app.photos), 5 * MINUTE);

  app.post(
    '/listings/:id/claims',
    {
      preHandler: owner,
      config: { limits: [CLAIMS] },
      schema: {
        tags,
        summary: "Claims a listing: verified at once when the account's e-mail is the business e-mail, otherwise sent to staff",
        params: listingIdParams,
        body: claimInputSchema,
        response: { 201: claimResultSchema },
      },
    },
    async (request, reply) => {
      const result = await createClaim({ db, site: siteOf(request), mailer: app.mailer, evidence }, request.params.id, request.owner!, request.body);
      if (result.status === 'approved') app.changes.publish({ topic: 'listings', id: request.params.id });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/account/listings',
    { preHandler: owner, schema: { tags, summary: "The owner's listings, requests and claims", response: { 200: accountListingsSchema } } },
    async (request) => accountListings(db, accountId(request)),
  );

  app.get(
    '/account/listings/:id',
    {
      preHandler: owner,
      schema: { tags, summary: 'One owned listing, for its edit form', params: listingIdParams, response: { 200: ownedListingDetailSchema } },
    },
    async (request) => ownedListingDetail(db, accountId(request), request.params.id),
  );

  app.patch(
    '/account/listings/:id',
    {
      preHandler: owner,
      config: { limits: [EDITS] },
      schema: {
        tags,
        summary: 'Hours, phone, website, profiles, services, keywords, description, price and photos: live at once, recorded for staff',
        params: listingIdParams,
        body: ownerDirectEditSchema,
        response: { 200: ownedListingDetailSchema },
      },
    },
    async (request) => {
      const { detail, changed } = await applyDirectEdit(db, accountId(request), request.params.id, request.body);
      if (changed) app.changes.publish({ topic: 'listings', id: request.params.id });
      return detail;
    },
  );

  const submissions = submissionDeps(app);

  app.post(
    '/account/listings/:id/edit-requests',
    {
      preHandler: owner,
      config: { limits: [EDITS] },
      schema: {
        tags,
        summary: 'Name, type and address changes, sent to staff marked as from the verified owner',
        params: listingIdParams,
        body: ownerEditRequestSchema,
        response: { 201: editRequestResponseSchema },
      },
    },
    async (request, reply) => {
      await assertOwns(db, accountId(request), request.params.id);
      const { id } = await createOwnerEditRequest({ ...submissions, log: request.log }, request.params.id, accountId(request), request.body);
      return reply.status(201).send({ id, status: 'pending' as const });
    },
  );

  app.get(
    '/account/listings/:id/reviews',
    {
      preHandler: owner,
      schema: {
        tags,
        summary: 'Reviews of an owned listing, to answer',
        params: listingIdParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => {
      await assertOwns(db, accountId(request), request.params.id);
      return reviewPage(db, request.params.id, request.query);
    },
  );

  const replyParams = z.object({ id: z.coerce.number().int().positive('Review not found').max(2_147_483_647, 'Review not found') });
  const replied = async (result: Promise<{ review: z.infer<typeof reviewSchema>; businessId: number }>) => {
    const { review, businessId } = await result;
    app.changes.publish({ topic: 'reviews', businessId });
    return review;
  };
  app.post(
    '/account/reviews/:id/reply',
    {
      preHandler: owner,
      config: { limits: [REPLIES] },
      schema: { tags, summary: 'Answers a review of an owned listing publicly', params: replyParams, body: replyInputSchema, response: { 201: reviewSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await replied(changeReply(db, accountId(request), request.params.id, { kind: 'create', body: request.body.body }))),
  );
  app.put(
    '/account/reviews/:id/reply',
    {
      preHandler: owner,
      config: { limits: [REPLIES] },
      schema: { tags, summary: "Edits the owner's answer", params: replyParams, body: replyInputSchema, response: { 200: reviewSchema } },
    },
    async (request) => replied(changeReply(db, accountId(request), request.params.id, { kind: 'edit', body: request.body.body })),
  );
  app.delete(
    '/account/reviews/:id/reply',
    { preHandler: owner, config: { limits: [REPLIES] }, schema: { tags, summary: "Removes the owner's answer", params: replyParams } },
    async (request, reply) => {
      await replied(changeReply(db, accountId(request), request.params.id, { kind: 'remove' }));
      return reply.status(204).send();
    },
  );
};
