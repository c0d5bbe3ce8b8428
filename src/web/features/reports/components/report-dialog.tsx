// The report dialogs: 'Report a problem' (what is wrong with the business) and 'Report review' (what is
// wrong with one review), a reason and an optional note, checked by the shared report rules. The fields are
// plain form fields read when it is sent, so the same form posts to its page when no script runs (see
// src/shared/page-forms.ts). On success it closes and says 'Thank you, our team will take a look'.
import { useId, useState, type FormEvent } from 'react';
import {
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_REASONS,
  REPORT_NOTE_MAX,
  REPORT_THANKS,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
} from '@shared/reference/reports';
import { reportInputSchema } from '@shared/schemas/report';
import { buttonVariants } from '@web/components/ui/button';
import { CloseLink, type ClosesTo } from '@web/components/ui/dialog-place';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { PageFormHead } from '@web/components/forms/page-form-head';
import { SubmitButton } from '@web/components/forms/submit-button';
import { CharacterCount } from '@web/components/forms/character-count';
import { FieldError } from '@web/components/forms/field';
import { FormAlert, type FormProblem } from '@web/components/forms/form-alert';
import type { DialogOpenProps } from '@web/components/dialog-open-props';
import { usePostedForm } from '@web/lib/posted-form';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useCreateReport } from '../api/create-report';

export interface ReportDialogProps extends DialogOpenProps, ClosesTo {
  listingId: number;
  businessName: string;
  /** The review reported; none for a report of the business itself. */
  reviewId?: number;
  /** Where the form posts when no script runs: the page it is on, open. */
  action: string;
}

type Errors = Partial<Record<'reason' | 'note' | 'reviewId', string>>;

export function ReportDialog({ listingId, businessName, reviewId, open, onOpenChange, action, closeHref }: ReportDialogProps) {
  const id = useId();
  const ofReview = reviewId !== undefined;
  const formName = ofReview ? 'review-report' : 'report';
  const posted = usePostedForm(formName);
  const mutation = useCreateReport(listingId);
  const [errors, setErrors] = useState<Errors>(() => (posted?.errors as Errors | undefined) ?? {});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [noteLength, setNoteLength] = useState(posted?.values.note?.length ?? 0);
  const submitting = mutation.isPending;
  const reasons = ofReview
    ? REVIEW_REPORT_REASONS.map((value) => ({ value, label: REVIEW_REPORT_REASON_LABELS[value] }))
    : LISTING_REPORT_REASONS.map((value) => ({ value, label: LISTING_REPORT_REASON_LABELS[value] }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const parsed = reportInputSchema.safeParse({ reviewId, reason: fields.get('reason') ?? undefined, note: fields.get('note') ?? '' });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      setProblem(null);
      form.querySelector<HTMLElement>(found.reason ? 'input[name="reason"]' : 'textarea')?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success(REPORT_THANKS);
      form.reset();
      setNoteLength(0);
      onOpenChange(false);
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      setErrors(fields as Errors);
      const reason = isApiError(error) && error.status !== 500 ? error.message : undefined;
      setProblem({ title: 'Could not send the report', description: reason ?? 'Please try again.' });
    }
  };

  const changeOpen = (next: boolean) => {
    if (submitting) return;
    if (!next) {
      setErrors({});
      setProblem(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-lg" closeHref={closeHref}>
        <DialogHeader>
          <DialogTitle>{ofReview ? 'Report review' : 'Report a problem'}</DialogTitle>
          <DialogDescription>
            {ofReview ? `Tell our team what is wrong with this review of ${businessName}.` : `Tell our team what is wrong with the listing of ${businessName}.`}
          </DialogDescription>
        </DialogHeader>
        <form method="post" action={action} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={submitting}>
          <PageFormHead form={formName} />
          {ofReview && <input type="hidden" name="reviewId" value={reviewId} />}
          <fieldset
            className="flex flex-col gap-2"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend className="mb-2 text-sm font-semibold">
              What is wrong?{' '}
              <span className="text-destructive" aria-hidden="true">
                *
              </span>
            </legend>
            {reasons.map(({ value, label }) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2 text-sm transition-colors hover:bg-muted/60',
                  'has-[:checked]:border-gold has-[:checked]:bg-gold-soft/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  defaultChecked={posted?.values.reason === value}
                  disabled={submitting}
                  className="size-4 accent-espresso"
                />
                {label}
              </label>
            ))}
            <FieldError id={`${id}-reason-error`} message={errors.reason ?? errors.reviewId} />
          </fieldset>

          <div className="flex flex-col gap-2">
            <div className="flex items-end justify-between gap-3">
              <Label htmlFor={`${id}-note`}>
                Anything to add? <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <CharacterCount id={`${id}-note-counter`} length={noteLength} max={REPORT_NOTE_MAX} />
            </div>
            <Textarea
              id={`${id}-note`}
              name="note"
              rows={3}
              defaultValue={posted?.values.note ?? ''}
              onChange={(event) => setNoteLength(event.target.value.length)}
              placeholder={ofReview ? 'For example: the reviewer works at a rival shop.' : 'For example: it moved to 12 Peach St in May.'}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={[`${id}-note-counter`, errors.note ? `${id}-note-error` : ''].filter(Boolean).join(' ')}
              disabled={submitting}
            />
            <FieldError id={`${id}-note-error`} message={errors.note} />
          </div>

          <FormAlert problem={problem} />

          <DialogFooter className="pt-1">
            <CloseLink closeHref={closeHref} onClose={() => changeOpen(false)} disabled={submitting} className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </CloseLink>
            <SubmitButton pending={submitting} busyText="Sending...">
              Send report
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
