// Community event submissions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const eventsRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes of this feature register here.
};
