// /api/account: passwordless sign-in for business owners (a one-time link by e-mail), their session and settings.
// Signing in also claims the listings whose business e-mail is the owner's and that nobody owns yet.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absoluteUrl, paths } from '@shared/paths';
import {
  accountSettingsSchema,
  CONFIRM_SIGN_IN,
  maskedEmail,
  ownerAccountSchema,
  SIGN_IN_LINK_INVALID,
  signInRequestSchema,
  signInTokenSchema,
  signedInOwnerSchema,
} from '@shared/schemas/account';
import { rememberDevice, trustedDevice } from '@server/auth/device-cookie';
import { admitAttempt, type ThrottlePolicy } from '@server/auth/sign-in-throttle';
import { checkSameOrigin } from '@server/auth/session-guard';
import { HttpError } from '@server/http-error';
import { scheduleJob } from '@server/plugins/housekeeping';
import { clientAddress } from '@server/plugins/client-address';
import { HOUR, MINUTE, type LimitRule } from '@server/plugins/rate-limit';
import { siteOf, siteOrigin } from '@server/plugins/site-origin';
import { signInLinkMail } from './account-mails';
import { claimListingsOfEmail } from './claims.service';
import {
  createAccountSession,
  createSignInToken,
  deleteAccountSession,
  deleteExpiredAccountRows,
  linkSecret,
  normalEmail,
  redeemSignInToken,
  signInTokenEmail,
  updateAccountSettings,
} from './accounts.repo';
import { boundToken, browserNonce, requestedHere } from './link-binding';
import { clearOwnerCookie, currentOwner, OWNER_COOKIE, requireOwner, setOwnerCookie } from './owner-auth';

const TOO_MANY_LINKS = 'Too many sign-in requests. Please wait a while and try again.';

/** Link requests: per address and per e-mail address, with the device cookie's own allowance (auth/sign-in-throttle). */
const LINK_REQUESTS: ThrottlePolicy = {
  perDevice: { name: 'account-sign-in-device', max: 5, windowMs: 15 * MINUTE, message: TOO_MANY_LINKS },
  perAddress: { name: 'account-sign-in', max: 10, windowMs: HOUR, message: TOO_MANY_LINKS },
  perAccount: {
    name: 'account-sign-in-email',
    windowMs: HOUR,
    free: 3,
    firstDelayMs: MINUTE,
    maxDelayMs: 5 * MINUTE,
    message: 'Several sign-in links were sent to this address just now. Please wait a few minutes, then ask again.',
  },
};
const SESSION_TRIES: LimitRule = { name: 'account-session', max: 30, windowMs: 15 * MINUTE };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  scheduleJob(app, 'expired owner sessions and sign-in links', 10 * MINUTE, () => deleteExpiredAccountRows(db));

  app.post(
    '/account/sign-in',
    {
      schema: {
        tags: ['account'],
        summary: 'E-mails a one-time sign-in link; always 202, whether or not the address has an account',
        body: signInRequestSchema,
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const email = normalEmail(request.body.email);
      const deviceNonce = await trustedDevice(db, request, 'owner', email);
      await admitAttempt(app.limiter, reply, LINK_REQUESTS, { account: email, address: clientAddress(request.ip), deviceNonce });
      const token = boundToken(await linkSecret(db), browserNonce(request, reply));
      const link = absoluteUrl(siteOrigin(request), paths.accountSignInWith(token, request.body.next));
      await db.transaction(async (tx) => {
        await createSignInToken(tx, email, new Date(), token);
        await app.mailer.queue(tx, { to: email, ...signInLinkMail(siteOf(request), link) });
      });
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    '/account/session',
    {
      config: { limits: [SESSION_TRIES] },
      schema: {
        tags: ['account'],
        summary: 'Signs in with the token of a sign-in link, claiming the unowned listings whose business e-mail is the account e-mail',
        body: signInTokenSchema,
        response: { 200: signedInOwnerSchema },
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const { token, confirm } = request.body;
      if (!confirm) {
        // A link opened where it was not asked for, or over another owner's session, asks first: a
        // stranger's own link must not quietly sign a visitor in as the stranger.
        const email = await signInTokenEmail(db, token);
        if (!email) throw new HttpError(400, SIGN_IN_LINK_INVALID);
        const current = await currentOwner(app, request);
        if (!requestedHere(await linkSecret(db), token, request) || (current && current.email !== email)) {
          throw new HttpError(409, `Sign in as ${maskedEmail(email)}?`, undefined, CONFIRM_SIGN_IN);
        }
      }
      const account = await redeemSignInToken(db, token);
      if (!account) throw new HttpError(400, SIGN_IN_LINK_INVALID);
      // A new session each sign-in; one this browser held before ends.
      const previous = request.cookies[OWNER_COOKIE];
      if (previous) await deleteAccountSession(db, previous);
      const session = await createAccountSession(db, account.id);
      setOwnerCookie(request, reply, session.token);
      await rememberDevice(db, request, reply, 'owner', account.email);
      const foundListings = await claimListingsOfEmail({ db, site: siteOf(request), mailer: app.mailer }, { accountId: account.id, email: account.email });
      for (const { id } of foundListings) app.changes.publish({ topic: 'listings', id });
      return { email: account.email, notifyReviews: account.notifyReviews, csrfToken: session.csrfToken, foundListings };
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
