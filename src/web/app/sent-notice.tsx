// What a form posted without script said on success (the page's `?sent=<form>`, see page-forms.ts): the
// app's toast, as a line at the top of the page, with a link that puts it away.
import { CircleCheck, X } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { HELD_PARAM, SENT_PARAM, addressWith, isPageFormName, type Notice, type PageFormName } from '@shared/page-forms';
import { heldMessage, REVIEW_MESSAGES } from '@shared/reference/reviews';
import { REPORT_THANKS } from '@shared/reference/reports';
import { STILL_RIGHT_MESSAGES } from '@shared/reference/owner-confirmation';
import {
  BLOG_REQUEST_SUBMITTED,
  BLOG_REQUEST_SUBMITTED_DETAIL,
  GET_INVOLVED_THANKS,
  GET_INVOLVED_THANKS_DETAIL,
  SIGN_IN_SENT,
  SUGGESTION_SUBMITTED,
  SUGGESTION_SUBMITTED_DETAIL,
} from '@shared/reference/form-messages';

/** What each form's success says (its toast, word for word). */
const SENT_NOTICES: Record<PageFormName, Notice> = {
  review: { title: REVIEW_MESSAGES.submitted },
  suggestion: { title: SUGGESTION_SUBMITTED, description: SUGGESTION_SUBMITTED_DETAIL },
  'get-involved': { title: GET_INVOLVED_THANKS, description: GET_INVOLVED_THANKS_DETAIL },
  'blog-request': { title: BLOG_REQUEST_SUBMITTED, description: BLOG_REQUEST_SUBMITTED_DETAIL },
  'sign-in': { title: 'Check your e-mail', description: SIGN_IN_SENT },
  report: { title: REPORT_THANKS },
  'review-report': { title: REPORT_THANKS },
  'still-right': { title: STILL_RIGHT_MESSAGES.confirmed },
};

export function SentNotice() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sent = params.get(SENT_PARAM);
  if (!isPageFormName(sent)) return null;
  // A review held for staff says so in place of the usual thanks.
  const notice = sent === 'review' && params.get(HELD_PARAM) ? { title: heldMessage(params.get(HELD_PARAM)) } : SENT_NOTICES[sent];
  return (
    <div className="container-page pt-4">
      <div role="status" className="flex items-start gap-3 rounded-2xl border border-open/40 bg-open-soft p-4 text-espresso shadow-card">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-open" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="font-bold">{notice.title}</p>
          {notice.description && <p className="text-sm">{notice.description}</p>}
        </div>
        <Link
          to={addressWith(location, SENT_PARAM, false)}
          replace
          preventScrollReset
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Dismiss</span>
        </Link>
      </div>
    </div>
  );
}
