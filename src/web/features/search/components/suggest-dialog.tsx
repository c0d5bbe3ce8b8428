// 'Suggest a Business': a type of business and a preferred location, stored for the team to review. Each
// field says what it lacks, and why the suggestion was not sent is said in the dialog above its buttons
// (a toast would cover its controls).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FILL_ALL_FIELDS, SUGGESTION_SUBMITTED, SUGGESTION_SUBMITTED_DETAIL, suggestionSchema, type SuggestionInput } from '@shared/schemas/suggestion';
import { buttonVariants } from '@web/components/ui/button';
import { CloseLink } from '@web/components/ui/dialog-place';
import type { PageFormTarget } from '@web/components/community-forms/community-form-dialog';
import { PageFormHead } from '@web/components/forms/page-form-head';
import { registered, usePostedFields, useResetOnOpen } from '@web/lib/posted-form';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/forms/field';
import { FormAlert } from '@web/components/forms/form-alert';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useCreateSuggestion } from '../api/create-suggestion';
import { SubmitButton } from '@web/components/forms/submit-button';
import { amongFields, showServerFieldErrors } from '@web/lib/server-field-errors';

const FAILED = 'Failed to submit suggestion. Please try again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

export interface SuggestDialogProps {
  defaultType?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
  target: PageFormTarget;
}

export function SuggestDialog({ defaultType = '', open, onOpenChange: setOpen, returnFocusTo, target }: SuggestDialogProps) {
  const mutation = useCreateSuggestion();
  const posted = usePostedFields('suggestion', (sent): SuggestionInput => ({ businessType: sent.businessType ?? '', location: sent.location ?? '' }));
  const form = useForm<SuggestionInput>({
    resolver: zodResolver(suggestionSchema),
    defaultValues: posted?.values ?? { businessType: defaultType, location: '' },
    errors: posted?.errors,
  });
  const { errors } = form.formState;
  // Each opening starts from the search's words; the first keeps what a post the server refused held.
  useResetOnOpen(open, Boolean(posted), () => {
    form.reset({ businessType: defaultType, location: '' });
    mutation.reset();
  });

  const onValid = (values: SuggestionInput) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(SUGGESTION_SUBMITTED, { description: SUGGESTION_SUBMITTED_DETAIL });
        form.reset({ businessType: '', location: '' });
        setOpen(false);
      },
      onError: (error) => showServerFieldErrors(error, form.setError, amongFields(['businessType', 'location'])),
    });
  const { error } = mutation;
  // The spec's 'Error' / 'Please fill in all fields' while a field still needs it, or why sending failed.
  const [invalid, setInvalid] = useState<string | null>(null);
  const problem = error
    ? { title: 'Error', description: !isApiError(error) ? UNEXPECTED : error.isClientError && error.message ? error.message : FAILED }
    : invalid && Object.keys(errors).length > 0
      ? { title: 'Error', description: invalid }
      : null;
  const onInvalid = (refused: FieldErrors<SuggestionInput>) =>
    setInvalid(Object.values(refused).find((e) => e?.message && e.message !== FILL_ALL_FIELDS)?.message ?? FILL_ALL_FIELDS);

  const fieldError = (name: keyof SuggestionInput) => errors[name]?.message;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        closeHref={target.closeHref}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Suggest a Business</DialogTitle>
          <DialogDescription>Tell us what kind of business you are looking for and where. We'll work on bringing it to the directory.</DialogDescription>
        </DialogHeader>
        <form method="post" action={target.action} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
          <PageFormHead form={target.form} />
          <Field id="suggest-type" label="Type of business" error={fieldError('businessType')}>
            {(aria) => <Input {...aria} placeholder="e.g. Vegan bakery, barber shop" {...registered(form, 'businessType')} />}
          </Field>
          <Field id="suggest-location" label="Preferred location" error={fieldError('location')}>
            {(aria) => <Input {...aria} placeholder="e.g. Atlanta, GA" autoComplete="address-level2" {...registered(form, 'location')} />}
          </Field>
          <FormAlert problem={problem} />
          <DialogFooter className="pt-2">
            <CloseLink closeHref={target.closeHref} onClose={() => setOpen(false)} className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </CloseLink>
            <SubmitButton pending={mutation.isPending} busyText="Submitting...">
              Submit Suggestion
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
