// POST /api/account/claim-evidence: a signed-in owner's document photo for a claim, checked and re-encoded
// like any upload but kept in the photo store's private area; the answer is the id the claim then names.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimEvidenceUploadSchema } from '@shared/schemas/owner';
import { HttpError } from '@server/http-error';
import { HOUR, type LimitRule } from '@server/plugins/rate-limit';
import { requireOwner } from './owner-auth';
import { ImageRefusedError, MAX_FILE_BYTES, PhotoStorageError, REFUSALS, saveImage, STORAGE_FAILED } from '../uploads';
import { evidenceFiles } from './claim-evidence';

const EVIDENCE_UPLOADS: LimitRule = { name: 'claim-evidence', max: 30, windowMs: HOUR };

export const claimEvidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  const files = evidenceFiles(app.photos);

  app.post(
    '/account/claim-evidence',
    {
      preHandler: requireOwner(app),
      bodyLimit: MAX_FILE_BYTES + 1024 * 1024,
      config: { limits: [EVIDENCE_UPLOADS] },
      schema: {
        tags: ['account'],
        summary: 'Upload the document photo of a claim (one image of at most 10 MB): only staff can see it',
        consumes: ['multipart/form-data'],
        response: { 201: claimEvidenceUploadSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data.');
      // The first file only: the form sends one.
      const part = await request.file({ throwFileSizeLimit: false });
      if (!part) throw new HttpError(400, 'Choose an image to upload.');
      const data = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, REFUSALS.tooBig);
      try {
        const saved = await saveImage(files, data, String(request.owner!.accountId));
        // The id is the name within the account's folder: the claim names it, the server adds the folder.
        return reply.status(201).send({ evidencePhoto: saved.names[0]!.slice(saved.names[0]!.lastIndexOf('/') + 1) });
      } catch (error) {
        if (error instanceof ImageRefusedError) throw new HttpError(error.kind === 'too-large' ? 413 : 415, error.message);
        if (error instanceof PhotoStorageError) {
          request.log.error({ err: error.cause }, 'photo store failed');
          throw new HttpError(503, STORAGE_FAILED);
        }
        request.log.warn({ err: error }, 'claim document could not be stored');
        throw new HttpError(415, REFUSALS.unreadable);
      }
    },
  );
};
