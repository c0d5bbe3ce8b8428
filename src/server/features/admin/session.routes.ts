// /api/admin/session: sign in (POST), who am I (GET), sign out (DELETE).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionSchema, loginSchema } from '@shared/schemas/admin';
import { HttpError } from '../../http-error';
import { findAdminByUsername } from './admin-users.repo';
import { clearSessionCookie, requireAdmin, SESSION_COOKIE, setSessionCookie } from './auth';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { createSession, deleteSession } from './sessions.repo';

// Compared against when the username is unknown, so both cases take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle();
  const { db } = app.deps.database;

  app.post(
    '/admin/session',
    { schema: { tags: ['admin'], summary: 'Sign in', body: loginSchema, response: { 200: adminSessionSchema } } },
    async (request, reply) => {
      const address = request.ip;
      const locked = throttle.lockedFor(address);
      if (locked) {
        reply.header('Retry-After', Math.ceil(locked / 1000));
        throw new HttpError(429, 'Too many failed sign-in attempts. Please wait a few minutes and try again.');
      }
      const { username, password } = request.body;
      const admin = await findAdminByUsername(db, username);
      const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
      if (!admin || !ok) {
        await new Promise((resolve) => setTimeout(resolve, throttle.fail(address)));
        throw new HttpError(401, 'Invalid username or password');
      }
      throttle.succeed(address);
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
