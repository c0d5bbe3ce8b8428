// GET /uploads/*: photos kept in a bucket, streamed through this server. Pages link to the bucket
// directly when S3_PUBLIC_URL is set; this route serves the rest (no public address, demo pictures,
// and links written before the photos moved).
import type { FastifyInstance } from 'fastify';
import { isPhotoName } from '@shared/photo-links';
import { PHOTO_CACHE_CONTROL, type PhotoStore } from './photo-store';

export function servePhotosFromStore(app: FastifyInstance, store: PhotoStore) {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    const photo = isPhotoName(name) ? await store.open(name) : null;
    if (!photo) return reply.callNotFound();
    reply.header('cache-control', PHOTO_CACHE_CONTROL);
    reply.type(photo.contentType);
    if (photo.length !== undefined) reply.header('content-length', photo.length);
    return reply.send(photo.body);
  });
}
