// /api/admin/attributes (the Attributes tab: ownership attributes to check, or checked), verifying one with
// a private note and undoing it, and staff setting a listing's attributes. Every write changes what the
// listing's public pages say, so it is announced like any listing change (cached pages are dropped).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attributeLabel, isOwnershipAttribute, type AttributeKey } from '@shared/reference/attributes';
import {
  attributeCheckViewSchema,
  attributeQueueQuerySchema,
  listingAttributesResultSchema,
  setAttributesBodySchema,
  unverifyAttributeBodySchema,
  verifyAttributeBodySchema,
} from '@shared/schemas/admin-attributes';
import { idParamsSchema, pageSchema } from '@shared/schemas/admin-requests';
import { apiErrorSchema } from '@server/api-error-schema';
import type { DbOrTx } from '@server/db/client';
import { badRequest, notFound } from '@server/http-error';
import { staffOf } from '../decisions/decision.routes';
import { findListingAttributes, listAttributeChecks, listingAttributeLevels, setVerification, writeListingAttributes } from './attributes.repo';
import { LISTING_NOT_FOUND } from './reports.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const onlyOwnershipVerified = (attribute: AttributeKey) =>
  `Only ownership attributes (such as Black-owned) are verified: '${attributeLabel(attribute)}' is what the business says it offers or speaks.`;
export const notMarked = (attribute: AttributeKey) =>
  `This business is not marked '${attributeLabel(attribute)}' any more. Refresh to see its attributes as they are now.`;

/** Why a listing's attribute cannot be (un)verified: the listing is gone, or does not have it. */
async function missingMark(db: DbOrTx, listingId: number, attribute: AttributeKey) {
  return (await findListingAttributes(db, listingId)) === undefined ? notFound(LISTING_NOT_FOUND) : notFound(notMarked(attribute));
}

export const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const changed = (id: number) => app.changes.publish({ topic: 'listings', id });

  app.get(
    '/admin/attributes',
    {
      schema: {
        tags,
        summary:
          'Ownership attributes of approved and pending listings to check (unverified, newest added first) or checked (verified, newest first), with the private note',
        querystring: attributeQueueQuerySchema,
        response: { 200: pageSchema(attributeCheckViewSchema) },
      },
    },
    async (request) => listAttributeChecks(db, request.query),
  );

  /** Verifies (with who and what they saw) or unverifies one ownership attribute of a listing. */
  const mark = async (id: number, attribute: AttributeKey, verification: { adminId: number; note: string } | null) => {
    if (!isOwnershipAttribute(attribute)) throw badRequest(onlyOwnershipVerified(attribute), { attribute: onlyOwnershipVerified(attribute) });
    if (!(await setVerification(db, id, attribute, verification))) throw await missingMark(db, id, attribute);
    changed(id);
    return listingAttributeLevels(db, id);
  };

  app.post(
    '/admin/listings/:id/attributes/verify',
    {
      schema: {
        tags,
        summary: "Verify a listing's ownership attribute: 'Verified by The Engine, <Month Year>' on its pages; the note of what staff saw stays private",
        params: idParamsSchema,
        body: verifyAttributeBodySchema,
        response: { 200: listingAttributesResultSchema, ...errors },
      },
    },
    async (request) => mark(request.params.id, request.body.attribute, { adminId: staffOf(request).adminId, note: request.body.note }),
  );

  app.post(
    '/admin/listings/:id/attributes/unverify',
    {
      schema: {
        tags,
        summary: "Undo the verification of a listing's ownership attribute: it is self-identified again",
        params: idParamsSchema,
        body: unverifyAttributeBodySchema,
        response: { 200: listingAttributesResultSchema, ...errors },
      },
    },
    async (request) => mark(request.params.id, request.body.attribute, null),
  );

  app.put(
    '/admin/listings/:id/attributes',
    {
      schema: {
        tags,
        summary: "Set a listing's attributes: one removed loses its verification, one added starts self-identified",
        params: idParamsSchema,
        body: setAttributesBodySchema,
        response: { 200: listingAttributesResultSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await writeListingAttributes(db, id, request.body.attributes))) throw notFound(LISTING_NOT_FOUND);
      changed(id);
      return listingAttributeLevels(db, id);
    },
  );
};
