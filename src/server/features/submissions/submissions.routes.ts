// Listing requests, the status check by listing number, and edit requests (issue: list a business).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const submissionsRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes of this feature register here.
};
