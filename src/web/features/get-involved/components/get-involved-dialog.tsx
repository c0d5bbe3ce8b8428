// The Get Involved form: first name, last name, e-mail and phone required, a reason optional, and the
// post it was opened from attached (named with its organization); stored for the team, who reply by e-mail
// or phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { HandHeart } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  GET_INVOLVED_THANKS,
  GET_INVOLVED_THANKS_DETAIL,
  REASON_MAX,
  getInvolvedSchema,
  type GetInvolvedData,
  type GetInvolvedInput,
} from '@shared/schemas/get-involved';
import { Field } from '@web/components/forms/field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useCreateLead } from '../api/create-lead';
import { SubmitButton } from '@web/components/forms/submit-button';
import { amongFields, showServerFieldErrors } from '@web/lib/server-field-errors';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'reason'] as const;
const FAILED = 'Failed to submit your request. Please try again.';

export interface GetInvolvedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  articleTitle?: string;
  articleId?: number;
  organizationName?: string;
}

export function GetInvolvedDialog({ open, onOpenChange, articleTitle = '', articleId, organizationName }: GetInvolvedDialogProps) {
  const mutation = useCreateLead();
  const form = useForm<GetInvolvedInput, unknown, GetInvolvedData>({
    resolver: zodResolver(getInvolvedSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', reason: '' },
  });
  const { errors } = form.formState;
  const reasonLength = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;

  useEffect(() => {
    if (open) form.clearErrors();
  }, [open, form]);

  const onValid = (values: GetInvolvedData) =>
    mutation.mutate(
      { ...values, articleTitle, articleId },
      {
        onSuccess: () => {
          toast.success(GET_INVOLVED_THANKS, { description: GET_INVOLVED_THANKS_DETAIL });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, amongFields(FIELDS));
          toast.error('Error', { description: isApiError(error) && error.status === 429 ? error.message : FAILED });
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <HandHeart className="size-6 text-gold-dark" aria-hidden="true" />
            Get Involved
          </DialogTitle>
          <DialogDescription>Leave your details and our team will reach out about ways to help.</DialogDescription>
          {articleTitle && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 rounded-xl bg-gold-soft/70 px-3 py-2 text-left text-sm text-espresso">
              <dt className="font-semibold">Regarding:</dt>
              <dd className="[overflow-wrap:anywhere]">{articleTitle}</dd>
              {organizationName && (
                <>
                  <dt className="font-semibold">Organization:</dt>
                  <dd className="[overflow-wrap:anywhere]">{organizationName}</dd>
                </>
              )}
            </dl>
          )}
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First Name" required error={errors.firstName?.message}>
              {(control) => <Input autoComplete="given-name" {...control} {...form.register('firstName')} />}
            </Field>
            <Field label="Last Name" required error={errors.lastName?.message}>
              {(control) => <Input autoComplete="family-name" {...control} {...form.register('lastName')} />}
            </Field>
            <Field label="Email" required error={errors.email?.message}>
              {(control) => <Input type="email" inputMode="email" autoComplete="email" {...control} {...form.register('email')} />}
            </Field>
            <Field label="Phone" required error={errors.phone?.message}>
              {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(404) 555-0123" {...control} {...form.register('phone')} />}
            </Field>
          </div>
          <Field
            label="Why do you want to get involved?"
            error={errors.reason?.message}
            hint="Optional: your skills, your time, what moves you."
            aside={
              <span className="text-xs text-muted-foreground" aria-hidden="true">
                {reasonLength}/{REASON_MAX}
              </span>
            }
          >
            {(control) => <Textarea rows={4} maxLength={REASON_MAX} {...control} {...form.register('reason')} />}
          </Field>
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              Cancel
            </Button>
            <SubmitButton pending={mutation.isPending} busyText="Submitting...">
              Submit
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
