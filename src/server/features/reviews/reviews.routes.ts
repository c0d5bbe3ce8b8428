// Reviews of a listing: read and write.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reviewsRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes of this feature register here.
};
