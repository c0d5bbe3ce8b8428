// Where each form posted without script goes (src/shared/page-forms.ts): the API endpoint the app calls
// for it, the JSON body made from the posted fields, the state of the page's address that shows it, and
// what heads a refusal of its values (the app's toast, word for word).
import { HELD_PARAM, SENT_PARAM, type Notice, type PageFormName } from '@shared/page-forms';
import { paths } from '@shared/paths';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import { REPORT_OPENS, REVIEW_REPORT_OPENS } from '@shared/reference/reports';

type Fields = Readonly<Record<string, string | undefined>>;

export interface PageFormRule {
  /** The API endpoint the form's fields go to, from the page's path; undefined when the page has no such form. */
  api: (pagePath: string) => string | undefined;
  /** The API's JSON body, from the posted fields (all strings). */
  body: (fields: Fields) => unknown;
  /** The state in the page's address that shows the form (its dialog's `?flag`), when it is not always shown. */
  opens?: string;
  /** What heads a refusal of the fields' values. */
  invalid: Notice;
}

const text = (value: string | undefined) => value ?? '';
/** The business whose page (or reviews page) a form is on. */
const businessOf = (path: string) => /^\/(?:reviews|business)\/(\d{1,10})$/.exec(path)?.[1];
/** Reports, of a business or of one of its reviews, go to the business's reports. */
const reportsOf = (path: string) => {
  const id = businessOf(path);
  return id ? `/api/listings/${id}/reports` : undefined;
};
/** The pages with 'Submit {category} Article'. */
const ARTICLE_REQUEST_PAGES: readonly string[] = [paths.news, paths.popCulture, paths.history, paths.getInvolved];

export const PAGE_FORMS: Readonly<Record<PageFormName, PageFormRule>> = {
  review: {
    api: (path) => {
      const id = businessOf(path);
      return id ? `/api/listings/${id}/reviews` : undefined;
    },
    body: (f) => ({ rating: Number(f.rating ?? 0), username: text(f.username), content: text(f.content) }),
    opens: 'write',
    invalid: { title: REVIEW_MESSAGES.validationTitle, description: REVIEW_MESSAGES.invalid },
  },
  suggestion: {
    api: (path) => (path === paths.searchResults || path === paths.search ? '/api/suggestions' : undefined),
    body: (f) => ({ businessType: text(f.businessType), location: text(f.location) }),
    opens: 'suggest',
    invalid: { title: 'Error' },
  },
  'get-involved': {
    api: (path) => (path === paths.getInvolved ? '/api/get-involved' : undefined),
    body: (f) => ({
      firstName: text(f.firstName),
      lastName: text(f.lastName),
      email: text(f.email),
      phone: text(f.phone),
      reason: text(f.reason),
      articleTitle: text(f.articleTitle),
      articleId: f.articleId ? Number(f.articleId) : undefined,
    }),
    opens: 'involve',
    invalid: { title: 'Error' },
  },
  'blog-request': {
    api: (path) => (ARTICLE_REQUEST_PAGES.includes(path) ? '/api/blog-requests' : undefined),
    body: (f) => ({
      category: text(f.category),
      author: text(f.author),
      email: text(f.email),
      title: text(f.title),
      content: text(f.content),
      location: text(f.location),
      tags: text(f.tags),
    }),
    opens: 'request',
    invalid: { title: 'Error' },
  },
  report: {
    api: (path) => (path.startsWith('/business/') ? reportsOf(path) : undefined),
    body: (f) => ({ reason: text(f.reason), note: text(f.note) }),
    opens: REPORT_OPENS,
    invalid: { title: 'Could not send the report' },
  },
  'review-report': {
    api: reportsOf,
    body: (f) => ({ reviewId: Number(f.reviewId) || 0, reason: text(f.reason), note: text(f.note) }),
    opens: REVIEW_REPORT_OPENS,
    invalid: { title: 'Could not send the report' },
  },
  'sign-in': {
    api: (path) => (path === paths.accountSignIn ? '/api/account/sign-in' : undefined),
    body: (f) => ({ email: text(f.email), next: f.next || undefined }),
    invalid: { title: 'Could not send the link' },
  },
  'still-right': {
    api: (path) => (path === paths.stillRight ? '/api/still-right' : undefined),
    body: (f) => ({ token: text(f.token) }),
    invalid: { title: 'Your listing was not confirmed' },
  },
};

/** Where a form's success sends the browser: the page, the form closed, with `?sent=<form>`. */
export function sentAddress(location: { pathname: string; search: string }, form: PageFormName, heldBecause?: string): string {
  const params = new URLSearchParams(location.search);
  const opens = PAGE_FORMS[form].opens;
  if (opens) params.delete(opens);
  params.set(SENT_PARAM, form);
  if (heldBecause) params.set(HELD_PARAM, heldBecause);
  return `${location.pathname}?${params.toString()}`;
}
