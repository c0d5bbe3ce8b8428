// Forms posted without the app's script (the rules are in src/shared/page-forms.ts): a page's form posts
// its fields, URL-encoded, to the page's own address. They go to the same API endpoint the app calls, in
// process, as the visitor (their address, cookies and origin), so every check, limit and message is the
// API's own. Success sends the browser on to the page with `?sent=<form>` (303: a reload does not post
// again); a refusal answers with the page, the form open and filled in, and the API's messages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_FIELD, addressWith, isPageFormName, type PostedForm } from '@shared/page-forms';
import { PAGE_FORMS, sentAddress } from './page-form-rules';
import { sameOrigin } from '@server/auth/session-guard';
import { siteOrigin } from './site-origin';

/** More than any of the forms can hold (an article request is at most 20,000 characters). */
const BODY_LIMIT = 128 * 1024;
/** Headers of the visitor's request the API reads: who they are, what they hold, where the form was. */
const PASSED_HEADERS = ['cookie', 'origin', 'host', 'user-agent', 'accept-language'] as const;

/** Renders the page at `url` with the refused form shown, with the reply's status. */
export type AnswerWithPage = (request: FastifyRequest, reply: FastifyReply, url: URL, posted: PostedForm) => Promise<FastifyReply>;

/** Registers POST on every page path. `isPagePath` tells a page from the API's and the files' paths. */
export async function registerPageForms(app: FastifyInstance, isPagePath: (path: string) => boolean, answerWithPage: AnswerWithPage): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, siteOrigin(request));
      if (!isPagePath(url.pathname)) return reply.callNotFound();
      if (!(request.body instanceof URLSearchParams)) return reply.status(415).type('text/plain').send('Send the form from its page.');
      if (!postedFromThisSite(request)) return reply.status(403).type('text/plain').send('Cross-site requests are not allowed.');
      const fields = Object.fromEntries(request.body);
      const form = fields[FORM_FIELD];
      const rule = isPageFormName(form) ? PAGE_FORMS[form] : undefined;
      const apiPath = rule?.api(url.pathname);
      if (!isPageFormName(form) || !rule || !apiPath) return reply.status(404).type('text/plain').send('This page has no such form.');

      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      for (const name of PASSED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({ method: 'POST', url: apiPath, headers, payload: JSON.stringify(rule.body(fields)), remoteAddress: request.ip });
      // A sign-in link's browser binding, a device cookie: what the API sets, the visitor's browser keeps.
      const setCookie = answer.headers['set-cookie'];
      if (setCookie) reply.header('set-cookie', setCookie);
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter) reply.header('retry-after', retryAfter);
      if (answer.statusCode < 300) return reply.redirect(sentAddress(url, form, form === 'review' ? heldReview(answer.body) : undefined), 303);

      const error = readError(answer.body);
      const invalid = answer.statusCode === 400;
      const { [FORM_FIELD]: _form, ...values } = fields;
      const posted: PostedForm = {
        form,
        values,
        errors: invalid ? (error?.fields ?? {}) : {},
        notice: invalid
          ? { title: rule.invalid.title, description: rule.invalid.description ?? error?.message }
          : { title: rule.invalid.title, description: error?.message },
      };
      const opens = rule.opens;
      const pageUrl = new URL(opens ? addressWith(url, opens, true) : `${url.pathname}${url.search}`, url);
      return answerWithPage(request, reply.status(answer.statusCode), pageUrl, posted);
    };
    scope.post('/', handler);
    scope.post('/*', handler);
  });
}

/**
 * A form sent from one of this site's pages: its origin is this site's, or, where a browser keeps the
 * origin to itself ('null'), it says the request is not another site's (Sec-Fetch-Site).
 */
function postedFromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return sameOrigin(origin, request.headers.host);
  const site = request.headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}

function readError(body: string): { message?: string; fields?: Record<string, string> } | undefined {
  try {
    return (JSON.parse(body) as { error?: { message?: string; fields?: Record<string, string> } }).error;
  } catch {
    return undefined;
  }
}

/** Why the API held the posted review for staff to check (its answer's `heldBecause`); undefined when published. */
function heldReview(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { heldBecause?: string | null }).heldBecause ?? undefined;
  } catch {
    return undefined;
  }
}
