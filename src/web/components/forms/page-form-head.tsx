// The start of a form that also works without script (src/shared/page-forms.ts): the hidden field naming
// it, and, when the server was sent it and refused it, why (as the app's toast would have said it).
import { CircleAlert } from 'lucide-react';
import { FORM_FIELD, type PageFormName } from '@shared/page-forms';
import { usePostedForm } from '@web/lib/posted-form';

export function PageFormHead({ form }: { form: PageFormName }) {
  const posted = usePostedForm(form);
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={form} />
      {posted && (
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div className="flex flex-col gap-0.5">
            <p className="font-bold text-destructive">{posted.notice.title}</p>
            {posted.notice.description && <p className="text-foreground">{posted.notice.description}</p>}
          </div>
        </div>
      )}
    </>
  );
}
