// Forms that work without the app's script. Each posts its fields, URL-encoded, to the address of the page
// it is on, with a hidden field `form` naming it; the server sends them to the API endpoint the app calls
// (src/server/plugins/page-forms.ts) and answers, on success, by sending the browser to the page with
// `?sent=<form>`, which shows the same message the app's toast does (src/web/app/sent-notice.tsx); on a refusal, with the page, the form
// open, what was typed and the API's messages beside their fields. With script, the forms post as before.
/** The hidden field that names the form. */
export const FORM_FIELD = 'form';
/** The query parameter of the page a form's success leads to. */
export const SENT_PARAM = 'sent';
/** Beside `?sent=review`, `held=1`: the review was held for staff to check, not published (its author is told why). */
export const HELD_PARAM = 'held';

export interface Notice {
  title: string;
  description?: string;
}

/** The forms, by the name their hidden field carries. */
export const PAGE_FORM_NAMES = ['review', 'suggestion', 'get-involved', 'blog-request', 'sign-in', 'report', 'review-report', 'still-right'] as const;
export type PageFormName = (typeof PAGE_FORM_NAMES)[number];

export const isPageFormName = (name: unknown): name is PageFormName => (PAGE_FORM_NAMES as readonly unknown[]).includes(name);

/** A page's address (path and search) with the state `flag` added (as a bare `?flag`) or removed. */
export function addressWith(location: { pathname: string; search: string }, flag: string, present: boolean): string {
  const params = new URLSearchParams(location.search);
  params.delete(flag);
  const rest = params.toString();
  const search = present ? (rest ? `?${rest}&${flag}` : `?${flag}`) : rest ? `?${rest}` : '';
  return `${location.pathname}${search}`;
}

/** A form the server was sent without script and refused: rendered again with what was sent and why. */
export interface PostedForm {
  form: PageFormName;
  values: Record<string, string>;
  /** The API's messages, by field. */
  errors: Record<string, string>;
  notice: Notice;
}
