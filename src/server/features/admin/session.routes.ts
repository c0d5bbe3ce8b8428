// /api/admin/session: sign in (POST), who am I (GET), sign out (DELETE).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionSchema, loginSchema } from '@shared/schemas/admin';
import { HttpError } from '@server/http-error';
import { clientAddress } from '@server/plugins/client-address';
import { findAdminByUsername } from './admin-users.repo';
import { checkSameOrigin } from '@server/auth/session-guard';
import { clearSessionCookie, requireAdmin, SESSION_COOKIE, setSessionCookie } from './auth';
import { failureDelayMs, LOGIN_BY_ACCOUNT, LOGIN_BY_ADDRESS } from './login-limits';
import { verifyPassword } from './password';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.repo';
import { scheduleJob } from '@server/plugins/housekeeping';
import { MINUTE } from '@server/plugins/rate-limit';

// Compared against when the username is unknown, so both cases take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + 'A'.repeat(86) + '==';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  scheduleJob(app, 'expired admin sessions', 10 * MINUTE, () => deleteExpiredSessions(db));

  app.post(
    '/admin/session',
    { schema: { tags: ['admin'], summary: 'Sign in', body: loginSchema, response: { 200: adminSessionSchema } } },
    async (request, reply) => {
      checkSameOrigin(request);
      const { username, password } = request.body;
      const address = clientAddress(request.ip);
      const account = username.toLowerCase();
      // Reserved before the slow hash: parallel tries cannot all slip in before the first is counted.
      const [byAddress] = await app.limiter.enforce(
        [
          { rule: LOGIN_BY_ADDRESS, subject: address },
          { rule: LOGIN_BY_ACCOUNT, subject: account },
        ],
        reply,
      );
      const admin = await findAdminByUsername(db, username);
      const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
      if (!admin || !ok) {
        await new Promise((resolve) => setTimeout(resolve, failureDelayMs(byAddress!.hits)));
        throw new HttpError(401, 'Invalid username or password');
      }
      await Promise.all([app.limiter.reset(LOGIN_BY_ADDRESS, [address]), app.limiter.reset(LOGIN_BY_ACCOUNT, [account])]);
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
