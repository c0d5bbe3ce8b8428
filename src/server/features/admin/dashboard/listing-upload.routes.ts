// /api/admin/imports/listings: a spreadsheet of listings staff upload from Site Management. The preview
// changes nothing; the import writes what the preview showed, with the staff's choice for each repeat.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingUploadSchema } from '@shared/schemas/listing-upload';
import { importListingUpload, previewListingUpload } from '@server/features/import';

const tags = ['admin'];
/** The file travels as JSON text: up to 10 MB of it, escaped. */
const bodyLimit = 32 * 1024 * 1024;

export const listingUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/admin/imports/listings/preview',
    {
      bodyLimit,
      schema: { tags, summary: 'Check a spreadsheet of listings: its first rows, the problems per row, possible repeats', body: listingUploadSchema },
    },
    async (request) => previewListingUpload(db, request.body),
  );

  app.post(
    '/admin/imports/listings',
    { bodyLimit, schema: { tags, summary: 'Import a spreadsheet of listings, skipping or merging each possible repeat as chosen', body: listingUploadSchema } },
    async (request) => importListingUpload(db, app.geocoder, request.body),
  );
};
