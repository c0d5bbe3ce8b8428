// POST /api/uploads: multipart image files, re-encoded and stored; files that fail are reported, not fatal.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import { uploadResponseSchema } from '@shared/schemas/upload';
import { HttpError } from '../../http-error';
import { MAX_FILE_BYTES, MAX_FILES, NotAnImageError, storeImage } from './image-store';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  const uploadsDir = path.join(app.deps.config.dataDir, 'uploads');

  app.post(
    '/uploads',
    {
      // Room for every file at its largest; each file's own limit is checked as it streams.
      bodyLimit: MAX_FILES * MAX_FILE_BYTES + 1024 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary: `Upload up to ${MAX_FILES} images of at most 10 MB each`,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the images as multipart/form-data.');
      const uploaded: { name: string; url: string; thumbnailUrl: string }[] = [];
      const failed: { name: string; message: string }[] = [];
      try {
        for await (const part of request.files({ throwFileSizeLimit: false })) {
          const name = part.filename || 'image';
          const buffer = await part.toBuffer();
          if (part.file.truncated) {
            failed.push({ name, message: 'This image is larger than 10 MB.' });
            continue;
          }
          try {
            const stored = await storeImage(uploadsDir, buffer);
            uploaded.push({ name, url: stored.url, thumbnailUrl: stored.thumbnailUrl });
          } catch (error) {
            if (!(error instanceof NotAnImageError)) request.log.warn({ err: error, name }, 'image could not be stored');
            failed.push({ name, message: error instanceof NotAnImageError ? error.message : 'This image could not be read.' });
          }
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.FilesLimitError) throw new HttpError(413, `At most ${MAX_FILES} images at a time.`);
        throw error;
      }
      if (!uploaded.length && !failed.length) throw new HttpError(400, 'Choose at least one image to upload.');
      return { urls: uploaded.map((u) => u.url), files: uploaded, failed };
    },
  );
};
