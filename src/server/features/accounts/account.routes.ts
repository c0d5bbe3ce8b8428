// /api/account: passwordless sign-in for business owners (a one-time link by e-mail), their session and settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSettingsSchema, ownerAccountSchema, SIGN_IN_LINK_INVALID, signInRequestSchema, signInTokenSchema } from '@shared/schemas/account';
import { checkSameOrigin } from '@server/auth/session-guard';
import { HttpError } from '@server/http-error';
import { scheduleJob } from '@server/plugins/housekeeping';
import { HOUR, MINUTE, type LimitRule } from '@server/plugins/rate-limit';
import { signInLinkMail } from './account-mails';
import {
  createAccountSession,
  createSignInToken,
  deleteAccountSession,
  deleteExpiredAccountRows,
  normalEmail,
  redeemSignInToken,
  updateAccountSettings,
} from './accounts.repo';
import { clearOwnerCookie, OWNER_COOKIE, requireOwner, setOwnerCookie } from './owner-auth';

const SIGN_IN_BY_ADDRESS: LimitRule = {
  name: 'account-sign-in',
  max: 10,
  windowMs: HOUR,
  message: 'Too many sign-in requests. Please wait a while and try again.',
};
/** Links to one address: beyond this the request is still answered 202, but nothing more is sent. */
const LINKS_PER_EMAIL: LimitRule = { name: 'account-sign-in-email', max: 3, windowMs: 15 * MINUTE };
const SESSION_TRIES: LimitRule = { name: 'account-session', max: 30, windowMs: 15 * MINUTE };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { site } = app.deps.config;
  scheduleJob(app, 'expired owner sessions and sign-in links', 10 * MINUTE, () => deleteExpiredAccountRows(db));

  app.post(
    '/account/sign-in',
    {
      config: { limits: [SIGN_IN_BY_ADDRESS] },
      schema: {
        tags: ['account'],
        summary: 'E-mails a one-time sign-in link; always 202, whether or not the address has an account',
        body: signInRequestSchema,
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const email = normalEmail(request.body.email);
      const perEmail = await app.limiter.hit(LINKS_PER_EMAIL, email);
      if (perEmail.allowed) {
        // PUBLIC_URL when set: a link built from the Host header could be pointed at another site.
        const origin = site.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
        await db.transaction(async (tx) => {
          const token = await createSignInToken(tx, email);
          const next = request.body.next ? `&next=${encodeURIComponent(request.body.next)}` : '';
          await app.mailer.queue(tx, { to: email, ...signInLinkMail(site, `${origin}/account/sign-in?token=${encodeURIComponent(token)}${next}`) });
        });
      }
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    '/account/session',
    {
      config: { limits: [SESSION_TRIES] },
      schema: { tags: ['account'], summary: 'Signs in with the token of a sign-in link', body: signInTokenSchema, response: { 200: ownerAccountSchema } },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const account = await redeemSignInToken(db, request.body.token);
      if (!account) throw new HttpError(400, SIGN_IN_LINK_INVALID);
      // A new session each sign-in; one this browser held before ends.
      const previous = request.cookies[OWNER_COOKIE];
      if (previous) await deleteAccountSession(db, previous);
      const session = await createAccountSession(db, account.id);
      setOwnerCookie(request, reply, session.token);
      return { email: account.email, notifyReviews: account.notifyReviews, csrfToken: session.csrfToken };
    },
  );

  app.delete('/account/session', { schema: { tags: ['account'], summary: 'Signs out' } }, async (request, reply) => {
    const token = request.cookies[OWNER_COOKIE];
    if (token) await deleteAccountSession(db, token);
    clearOwnerCookie(reply);
    return reply.status(204).send();
  });

  app.get(
    '/account',
    { preHandler: requireOwner(app), schema: { tags: ['account'], summary: 'The signed-in owner', response: { 200: ownerAccountSchema } } },
    async (request) => {
      const { email, notifyReviews, csrfToken } = request.owner!;
      return { email, notifyReviews, csrfToken };
    },
  );

  app.patch(
    '/account',
    {
      preHandler: requireOwner(app),
      schema: { tags: ['account'], summary: "The owner's settings", body: accountSettingsSchema, response: { 200: ownerAccountSchema } },
    },
    async (request) => {
      const owner = request.owner!;
      await updateAccountSettings(db, owner.accountId, request.body);
      return { email: owner.email, csrfToken: owner.csrfToken, ...request.body };
    },
  );
};
