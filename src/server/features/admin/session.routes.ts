// /api/admin/session: sign in (POST), who am I (GET), sign out (DELETE).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionSchema, loginSchema } from '@shared/schemas/admin';
import { HttpError } from '@server/http-error';
import { clientAddress } from '@server/plugins/client-address';
import { admitAttempt } from '@server/auth/sign-in-throttle';
import { rememberDevice, trustedDevice } from '@server/auth/device-cookie';
import { findAdminByUsername, rehashPassword } from './admin-users.repo';
import { checkSameOrigin } from '@server/auth/session-guard';
import { clearSessionCookie, requireAdmin, SESSION_COOKIE, setSessionCookie } from './auth';
import { ADMIN_SIGN_IN } from './login-limits';
import { DUMMY_HASH, needsRehash, verifyPassword } from './password';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.repo';
import { scheduleJob } from '@server/plugins/housekeeping';
import { MINUTE } from '@server/plugins/rate-limit';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  scheduleJob(app, 'expired admin sessions', 10 * MINUTE, () => deleteExpiredSessions(db));

  app.post(
    '/admin/session',
    { schema: { tags: ['admin'], summary: 'Sign in', body: loginSchema, response: { 200: adminSessionSchema } } },
    async (request, reply) => {
      checkSameOrigin(request);
      const { username, password } = request.body;
      const account = username.toLowerCase();
      const deviceNonce = await trustedDevice(db, request, 'admin', account);
      const attempt = await admitAttempt(app.limiter, reply, ADMIN_SIGN_IN, { account, address: clientAddress(request.ip), deviceNonce });
      await app.deps.adminAccountReady;
      const admin = await findAdminByUsername(db, username);
      const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
      if (!admin || !ok) throw new HttpError(401, 'Invalid username or password');
      await attempt.succeeded();
      if (needsRehash(admin.passwordHash)) await rehashPassword(db, admin.id, password);
      await rememberDevice(db, request, reply, 'admin', account);
      const session = await createSession(db, admin.id);
      setSessionCookie(request, reply, session.token);
      return { username: admin.username, csrfToken: session.csrfToken };
    },
  );

  app.get(
    '/admin/session',
    { preHandler: requireAdmin(app), schema: { tags: ['admin'], summary: 'The signed-in admin', response: { 200: adminSessionSchema } } },
    async (request) => ({ username: request.admin!.username, csrfToken: request.admin!.csrfToken }),
  );

  app.delete('/admin/session', { schema: { tags: ['admin'], summary: 'Sign out' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
};
