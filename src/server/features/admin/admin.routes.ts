// Every /api/admin route: sign-in is public; everything else sits behind the server-side guard.
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from './auth';
import { dashboardRoutes } from './dashboard.routes';
import { sessionRoutes } from './session.routes';

export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(async (guarded) => {
    // onRequest: refused before the body is even read, so no route answers anything but 401 without a session.
    guarded.addHook('onRequest', requireAdmin(guarded));
    await guarded.register(dashboardRoutes);
  });
};
