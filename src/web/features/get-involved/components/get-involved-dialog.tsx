// The Get Involved form: first name, last name, e-mail and phone required, a reason optional, and the
// post it was opened from attached (named with its organization); stored for the team, who reply by e-mail
// or phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { HandHeart } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import {
  GET_INVOLVED_THANKS,
  GET_INVOLVED_THANKS_DETAIL,
  REASON_MAX,
  getInvolvedSchema,
  type GetInvolvedData,
  type GetInvolvedInput,
} from '@shared/schemas/get-involved';
import { CommunityFormDialog, type PageFormTarget } from '@web/components/community-forms/community-form-dialog';
import { pick, registered, usePostedFields, useResetOnOpen } from '@web/lib/posted-form';
import { Field } from '@web/components/forms/field';
import { PersonContactFields } from '@web/components/forms/person-contact-fields';
import { CharacterCount } from '@web/components/forms/character-count';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useCreateLead } from '../api/create-lead';
import { amongFields, showServerFieldErrors } from '@web/lib/server-field-errors';
import type { DialogOpenProps } from '@web/components/dialog-open-props';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'reason'] as const;
const FAILED = 'Failed to submit your request. Please try again.';

export interface GetInvolvedDialogProps extends DialogOpenProps {
  articleTitle?: string;
  articleId?: number;
  organizationName?: string;
  target: PageFormTarget;
}

const EMPTY: GetInvolvedInput = { firstName: '', lastName: '', email: '', phone: '', reason: '' };

export function GetInvolvedDialog({ open, onOpenChange, articleTitle = '', articleId, organizationName, target }: GetInvolvedDialogProps) {
  const mutation = useCreateLead();
  const posted = usePostedFields('get-involved', (sent): GetInvolvedInput => ({ ...EMPTY, ...pick(sent, FIELDS) }));
  const form = useForm<GetInvolvedInput, unknown, GetInvolvedData>({
    resolver: zodResolver(getInvolvedSchema),
    defaultValues: posted?.values ?? EMPTY,
    errors: posted?.errors,
  });
  const { errors } = form.formState;
  const reasonLength = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;

  // Each opening starts without messages; the first keeps those of a post the server refused.
  useResetOnOpen(open, Boolean(posted), () => {
    form.clearErrors();
    mutation.reset();
  });

  const onValid = (values: GetInvolvedData) =>
    mutation.mutate(
      { ...values, articleTitle, articleId },
      {
        onSuccess: () => {
          toast.success(GET_INVOLVED_THANKS, { description: GET_INVOLVED_THANKS_DETAIL });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) => showServerFieldErrors(error, form.setError, amongFields(FIELDS)),
      },
    );
  const { error } = mutation;

  return (
    <CommunityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        <>
          <HandHeart className="size-6 text-gold-dark" aria-hidden="true" />
          Get Involved
        </>
      }
      titleClassName="flex items-center gap-2"
      description="Leave your details and our team will reach out about ways to help."
      context={
        articleTitle && (
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
        )
      }
      pending={mutation.isPending}
      onSubmit={form.handleSubmit(onValid)}
      submitLabel="Submit"
      target={target}
      problem={error && { title: 'Error', description: isApiError(error) && error.status === 429 ? error.message : FAILED }}
    >
      {articleTitle && <input type="hidden" name="articleTitle" value={articleTitle} />}
      {articleId !== undefined && <input type="hidden" name="articleId" value={articleId} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonContactFields form={form} names={{ firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone' }} />
      </div>
      <Field
        label="Why do you want to get involved?"
        error={errors.reason?.message}
        hint="Optional: your skills, your time, what moves you."
        aside={<CharacterCount length={reasonLength} max={REASON_MAX} aria-hidden="true" />}
      >
        {(control) => <Textarea rows={4} maxLength={REASON_MAX} {...control} {...registered(form, 'reason')} />}
      </Field>
    </CommunityFormDialog>
  );
}
