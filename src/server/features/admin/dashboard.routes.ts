// The moderation dashboard's routes, registered behind the admin guard (see admin.routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogRequestRoutes } from './dashboard/blog-requests.routes';
import { blogRoutes } from './dashboard/blogs.routes';
import { editRequestRoutes } from './dashboard/edit-requests.routes';
import { listingRequestRoutes } from './dashboard/listing-requests.routes';
import { reviewRoutes } from './dashboard/reviews.routes';
import { simpleRequestRoutes } from './dashboard/simple-requests.routes';
import { siteRoutes } from './dashboard/site.routes';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(listingRequestRoutes);
  await app.register(editRequestRoutes);
  await app.register(simpleRequestRoutes);
  await app.register(blogRequestRoutes);
  await app.register(blogRoutes);
  await app.register(reviewRoutes);
  await app.register(siteRoutes);
};
