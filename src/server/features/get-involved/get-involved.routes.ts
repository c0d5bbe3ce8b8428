// Get Involved leads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const getInvolvedRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes of this feature register here.
};
