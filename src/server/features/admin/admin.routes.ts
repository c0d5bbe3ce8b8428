// Every /api/admin route: sign-in is public; everything else sits behind the server-side guard.
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '@server/http-error';
import { adminIsSeparate, isAdminConnection } from '@server/plugins/site-origin';
import { requireAdmin } from './auth';
import { dashboardRoutes } from './dashboard.routes';
import { sessionRoutes } from './session.routes';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  if (adminIsSeparate(app.deps.config)) {
    // With an admin host or port, the admin API is not there at all on the public one.
    app.addHook('onRequest', async (request) => {
      if (!isAdminConnection(request)) throw new HttpError(404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    });
  }
  await app.register(sessionRoutes);
  await app.register(async (guarded) => {
    // onRequest: refused before the body is even read, so no route answers anything but 401 without a session.
    guarded.addHook('onRequest', requireAdmin(guarded));
    await guarded.register(dashboardRoutes);
  });
};
