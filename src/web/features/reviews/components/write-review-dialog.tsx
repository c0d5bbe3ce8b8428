// The 'Write a Review' dialog: stars, name and text checked by the shared review rules, with the n/1000
// counter; each field shows its own message, and why the review was not sent shows in the dialog above its
// buttons (a toast would cover its title and close button). On success it closes, clears, says so in a
// toast (or, when the review is held for staff, says why in plain words) and the list reloads (the mutation
// refreshes the reviews query).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { CONTENT_MAX, REVIEW_MESSAGES, reviewInputSchema, type ReviewFormValues, type ReviewInput } from '@shared/schemas/review';
import { heldMessage } from '@shared/reference/reviews';
import { buttonVariants } from '@web/components/ui/button';
import { CloseLink, type ClosesTo } from '@web/components/ui/dialog-place';
import { PageFormHead } from '@web/components/forms/page-form-head';
import { registered, usePostedFields } from '@web/lib/posted-form';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useCreateReview } from '../api/create-review';
import { StarInput } from './star-input';
import { SubmitButton } from '@web/components/forms/submit-button';
import { CharacterCount } from '@web/components/forms/character-count';
import { FieldError } from '@web/components/forms/field';
import { FormAlert, type FormProblem } from '@web/components/forms/form-alert';
import { amongFields, showServerFieldErrors } from '@web/lib/server-field-errors';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

const EMPTY: ReviewFormValues = { rating: 0, username: '', content: '' };
const FIELDS = ['rating', 'username', 'content'] as const;

export interface WriteReviewDialogProps extends DialogOpenProps, ClosesTo {
  businessId: number;
  businessName: string;
  /** Where the form posts when no script runs: the page it is on, open. */
  action: string;
}

export function WriteReviewDialog({ businessId, businessName, open, onOpenChange, action, closeHref }: WriteReviewDialogProps) {
  const id = useId();
  const mutation = useCreateReview(businessId);
  const posted = usePostedFields('review', (sent): ReviewFormValues => ({
    rating: Number(sent.rating) || 0,
    username: sent.username ?? '',
    content: sent.content ?? '',
  }));
  const form = useForm<ReviewFormValues, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: posted?.values ?? EMPTY,
    errors: posted?.errors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The form focuses the first invalid field itself, in the order shown.
    shouldFocusError: false,
  });
  const { control, handleSubmit, formState, setError, setFocus, reset, clearErrors } = form;
  const errors = formState.errors;
  const content = useWatch({ control, name: 'content' }) ?? '';
  const { field: rating } = useController({ control, name: 'rating' });
  const submitting = mutation.isPending;

  // Why the last attempt was not sent; a validation problem goes once its fields are fixed.
  const [problem, setProblem] = useState<(FormProblem & { fields: boolean }) | null>(null);
  const shownProblem = problem && (!problem.fields || Object.keys(errors).length > 0) ? problem : null;

  const onInvalid = (invalid: FieldErrors<ReviewFormValues>) => {
    // Each field says what is wrong with it: the summary only says that something is.
    setProblem({ title: REVIEW_MESSAGES.validationTitle, description: REVIEW_MESSAGES.invalid, fields: true });
    const first = FIELDS.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onValid = async (values: ReviewInput) => {
    setProblem(null);
    try {
      const posted = await mutation.mutateAsync(values);
      if (posted.status === 'held') toast.success(heldMessage(posted.heldBecause), { duration: 12_000 });
      else toast.success(REVIEW_MESSAGES.submitted);
      reset(EMPTY);
      onOpenChange(false);
    } catch (error) {
      const fields = showServerFieldErrors(error, setError, amongFields(FIELDS)) > 0;
      if (isApiError(error) && error.status === 400) {
        setProblem({ title: REVIEW_MESSAGES.validationTitle, description: REVIEW_MESSAGES.invalid, fields });
      } else {
        // A reason the server gave for one field is said there, not twice.
        const reason = !fields && isApiError(error) && error.status !== 500 ? error.message : undefined;
        setProblem({ title: REVIEW_MESSAGES.submitFailed, description: reason, fields });
      }
    }
  };

  const describe = (field: string, extra?: string) =>
    [errors[field as keyof typeof errors] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  // Every way of closing (Escape, the X, Cancel) drops the messages and keeps what was typed.
  const changeOpen = (next: boolean) => {
    if (submitting) return;
    if (!next) {
      clearErrors();
      setProblem(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl" closeHref={closeHref}>
        <DialogHeader>
          <DialogTitle>Write a Review</DialogTitle>
          <DialogDescription>Share your experience with {businessName}. Your review helps neighbors find businesses they can trust.</DialogDescription>
        </DialogHeader>
        <form method="post" action={action} noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5" aria-busy={submitting}>
          <PageFormHead form="review" />
          <div className="flex flex-col gap-2">
            <span id={`${id}-rating-label`} className="text-sm font-semibold">
              Your rating <RequiredStar />
            </span>
            <StarInput
              value={rating.value}
              onChange={rating.onChange}
              labelledBy={`${id}-rating-label`}
              describedBy={describe('rating')}
              invalid={!!errors.rating}
              disabled={submitting}
              name={rating.name}
              focusRef={rating.ref}
            />
            <FieldError id={`${id}-rating-error`} message={errors.rating?.message} />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-username`}>
              Your name <RequiredStar />
            </Label>
            <Input
              id={`${id}-username`}
              autoComplete="nickname"
              placeholder="e.g. Keisha M."
              aria-invalid={!!errors.username || undefined}
              aria-describedby={describe('username', `${id}-username-hint`)}
              disabled={submitting}
              {...registered(form, 'username')}
            />
            <p id={`${id}-username-hint`} className="text-xs text-muted-foreground">
              2–50 characters: letters, numbers, spaces, dots, hyphens and underscores.
            </p>
            <FieldError id={`${id}-username-error`} message={errors.username?.message} />
          </div>

          <div className="flex flex-col gap-2">
            <div className="flex items-end justify-between gap-3">
              <Label htmlFor={`${id}-content`}>
                Your review <RequiredStar />
              </Label>
              <CharacterCount id={`${id}-content-counter`} data-testid="review-counter" length={content.length} max={CONTENT_MAX} />
            </div>
            <Textarea
              id={`${id}-content`}
              rows={5}
              placeholder="What did you like? What could be better? (at least 10 characters)"
              aria-invalid={!!errors.content || undefined}
              aria-describedby={describe('content', `${id}-content-counter`)}
              disabled={submitting}
              {...registered(form, 'content')}
            />
            <FieldError id={`${id}-content-error`} message={errors.content?.message} />
          </div>

          <FormAlert problem={shownProblem} />

          <DialogFooter className="pt-1">
            <CloseLink closeHref={closeHref} onClose={() => changeOpen(false)} disabled={submitting} className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </CloseLink>
            <SubmitButton pending={submitting} busyText="Submitting...">
              Submit Review
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RequiredStar() {
  return (
    <span className="text-destructive" aria-hidden="true">
      *
    </span>
  );
}
