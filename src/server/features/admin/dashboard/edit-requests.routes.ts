// /api/admin/edit-requests: the edit requests queue, approve (fields applied to the listing) and reject (notes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDIT_REQUEST_STATUSES,
  editRequestSchema,
  idParamsSchema,
  pageSchema,
  rejectEditBodySchema,
  requestListQuery,
} from '@shared/schemas/admin-requests';
import { editApprovedMail, editRejectedMail } from './emails';
import { createGeocoder } from '../../geocoding/geocoding.service';
import { approveEditRequest, listEditRequests, rejectEditRequest, setListingPosition } from './edit-requests.repo';
import { queueDecisionMail } from './mail-helpers';
import { changesContact, contactChangedMails, contactChangeOf } from '../../mail/contact-change';

const tags = ['admin'];
const editDecisionSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  emailed: z.boolean(),
  applied: z.array(z.string()).optional(),
  skipped: z.array(z.string()).optional(),
});

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'];

export const editRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { site, geocoderUrl } = app.deps.config;
  const geocoder = createGeocoder({ url: geocoderUrl, userAgent: `${site.name} business directory` });

  /** A new address gets a new position, so distance and the map stay true; a failure leaves none. */
  async function relocate(listing: { id: number; address: string; city: string | null; state: string | null; zipCode: string | null }) {
    try {
      const geo = await geocoder.geocode({
        street: listing.address.split(',')[0]?.trim() ?? '',
        city: listing.city ?? '',
        state: listing.state ?? '',
        zipCode: listing.zipCode ?? '',
      });
      await setListingPosition(db, listing.id, geo);
    } catch (error) {
      app.log.warn({ listingId: listing.id, reason: error instanceof Error ? error.message : String(error) }, 'edited address could not be geocoded');
      await setListingPosition(db, listing.id, null);
    }
  }

  app.get(
    '/admin/edit-requests',
    {
      schema: {
        tags,
        summary: 'Edit requests with their listing, newest first, by status',
        querystring: requestListQuery(EDIT_REQUEST_STATUSES),
        response: { 200: pageSchema(editRequestSchema) },
      },
    },
    async (request) => listEditRequests(db, request.query),
  );

  app.post(
    '/admin/edit-requests/:id/approve',
    { schema: { tags, summary: 'Approve an edit request: apply its fields to the listing', params: idParamsSchema, response: { 200: editDecisionSchema } } },
    async (request) => {
      const { result, emailed } = await db.transaction(async (tx) => {
        const result = await approveEditRequest(tx, request.params.id, request.admin!.id);
        const emailed = await queueDecisionMail(app, tx, result.listing.businessEmail, editApprovedMail(site, result.listing));
        // A changed e-mail or phone is announced to the old address as well as the new one.
        const contact = contactChangeOf({ ...result.listing, ...result.before }, result.listing);
        if (changesContact(contact)) {
          for (const mail of contactChangedMails(contact, site.supportEmail)) await queueDecisionMail(app, tx, mail.to, mail);
        }
        return { result, emailed };
      });
      void app.mailer.kick();
      // Outside the transaction: a slow geocoding service must not hold the database connection.
      if (result.applied.some((field) => ADDRESS_FIELDS.includes(field))) await relocate(result.listing);
      app.changes.publish({ topic: 'listings', id: result.listing.id });
      return { id: result.request.id, status: result.request.status, emailed, applied: result.applied, skipped: result.skipped };
    },
  );

  app.post(
    '/admin/edit-requests/:id/reject',
    { schema: { tags, summary: 'Reject an edit request with notes', params: idParamsSchema, body: rejectEditBodySchema, response: { 200: editDecisionSchema } } },
    async (request) => {
      const { notes } = request.body;
      const { result, emailed } = await db.transaction(async (tx) => {
        const result = await rejectEditRequest(tx, request.params.id, request.admin!.id, notes);
        const emailed = await queueDecisionMail(app, tx, result.listing.businessEmail, editRejectedMail(site, result.listing, notes));
        return { result, emailed };
      });
      void app.mailer.kick();
      return { id: result.request.id, status: result.request.status, emailed };
    },
  );
};
