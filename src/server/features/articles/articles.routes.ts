// Published articles and article (blog) requests.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const articlesRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Routes of this feature register here.
};
