// POST /api/uploads: multipart image files, re-encoded and stored. Some files refused: 201 with the stored
// ones and the reasons; every file refused: 415 (or 413 when each was only too large) naming each file.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResponseSchema } from '@shared/schemas/upload';
import { HttpError } from '@server/http-error';
import { ImageRefusedError, MAX_FILE_BYTES, MAX_FILES, REFUSALS, storeImage, type RefusalKind } from './image-store';
import { PhotoStorageError } from './photo-store';
import { uploadSweep } from './upload-sweep';
import { clientAddress } from '@server/plugins/client-address';
import { DAY, MINUTE, type LimitRule } from '@server/plugins/rate-limit';

interface Refusal {
  name: string;
  message: string;
  kind: RefusalKind | 'quota';
}

/** Photos one address may store a day: plenty for a person, a wall for a script filling the disk. */
export const DAILY_PHOTO_QUOTA: LimitRule = {
  name: 'photos-day',
  max: 200,
  windowMs: DAY,
  message: 'You have uploaded the most photos allowed for one day. Please try again tomorrow.',
};

/** Said when the photo store cannot keep files: the visitor's photo is fine, and nothing else is lost. */
export const STORAGE_FAILED = 'Photos cannot be saved right now. Please try again later; everything else still works.';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  const { photos } = app;
  await app.register(uploadSweep, { db: app.deps.database.db, store: photos });

  app.post(
    '/uploads',
    {
      // Room for every file at its largest; each file's own limit is checked as it streams.
      bodyLimit: MAX_FILES * MAX_FILE_BYTES + 1024 * 1024,
      config: { limits: [{ name: 'uploads', max: 60, windowMs: MINUTE }] },
      schema: {
        tags: ['uploads'],
        summary: `Upload up to ${MAX_FILES} images of at most 10 MB each`,
        description: 'All files refused: 415 when any is not a usable image, else 413; the error names each file in `fields`.',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the images as multipart/form-data.');
      const uploaded: { name: string; url: string; thumbnailUrl: string }[] = [];
      const failed: Refusal[] = [];
      try {
        for await (const part of request.files({ throwFileSizeLimit: false })) {
          const name = part.filename || 'image';
          const buffer = await part.toBuffer();
          if (part.file.truncated) {
            failed.push({ name, message: REFUSALS.tooBig, kind: 'too-large' });
            continue;
          }
          try {
            const stored = await storeImage(photos, buffer);
            // Counted once stored, so refused files never use up the day's quota; one over it is removed again.
            if (!(await app.limiter.hit(DAILY_PHOTO_QUOTA, clientAddress(request.ip))).allowed) {
              await photos.remove(stored.names);
              failed.push({ name, message: DAILY_PHOTO_QUOTA.message!, kind: 'quota' });
              continue;
            }
            uploaded.push({ name, url: stored.url, thumbnailUrl: stored.thumbnailUrl });
          } catch (error) {
            if (error instanceof ImageRefusedError) {
              failed.push({ name, message: error.message, kind: error.kind });
            } else if (error instanceof PhotoStorageError) {
              request.log.error({ err: error.cause, name }, 'photo store failed');
              throw new HttpError(503, STORAGE_FAILED);
            } else {
              request.log.warn({ err: error, name }, 'image could not be stored');
              failed.push({ name, message: REFUSALS.unreadable, kind: 'unusable' });
            }
          }
        }
      } catch (error) {
        if (error instanceof app.multipartErrors.FilesLimitError) throw new HttpError(413, `At most ${MAX_FILES} images at a time.`);
        throw error;
      }
      if (!uploaded.length && !failed.length) throw new HttpError(400, 'Choose at least one image to upload.');
      if (!uploaded.length) throw allRefused(failed);
      return reply.status(201).send({ urls: uploaded.map((u) => u.url), files: uploaded, failed: failed.map(({ name, message }) => ({ name, message })) });
    },
  );
};

/** 429 when the day's quota refused them all, 413 when each was only too large; any other refusal makes it 415. */
function allRefused(failed: readonly Refusal[]): HttpError {
  const status = failed.every((f) => f.kind === 'quota') ? 429 : failed.every((f) => f.kind === 'too-large') ? 413 : 415;
  // No prototype: a file may be called '__proto__' or 'constructor'.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const f of failed) {
    // Two files of the same name each keep their own reason.
    let key = f.name;
    for (let n = 2; Object.hasOwn(fields, key); n++) key = `${f.name} (${n})`;
    fields[key] = f.message;
  }
  return new HttpError(status, failed.map((f) => `${f.name}: ${f.message}`).join(' '), fields);
}
