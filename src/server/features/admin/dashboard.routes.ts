// The moderation dashboard's routes, registered behind the admin guard (see admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const dashboardRoutes: FastifyPluginAsyncZod = async (_app) => {
  // Each dashboard module (listing requests, edit requests, events, get involved, blog requests,
  // blogs, reviews, suggestions, outbox) registers here under /admin/...
};
