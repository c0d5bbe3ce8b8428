// 'Name, type and address (checked by our team)': the listing form's own fields, checked with the shared
// owner rules and sent as an edit request; the listing keeps its details until staff approve.
import { CheckCircle2, Clock, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { ownerEditRequestSchema, type OwnerEditRequestInput } from '@shared/schemas/owner';
import type { OwnerListing } from '@shared/schemas/submission';
import { AddressFields, BusinessIdentityFields, focusFirstInvalid, formFieldOf, FormSection, payloadResolver } from '@web/components/listing-form';
import { errorMessage, isApiError } from '@web/lib/api-client';
import { useCreateOwnerEditRequest } from '../api/create-owner-edit-request';
import { checkedPayload, checkedValuesFrom, type CheckedEditValues } from '../lib/edit-values';
import { SubmitButton } from '@web/components/forms/submit-button';
import { showServerFieldErrors } from '@web/lib/server-field-errors';

const FORM_ID = 'owner-checked-form';
const ID = 'checked';
export const EDIT_REQUEST_SENT = 'Sent to our team; the listing keeps its current details until they approve.';
const resolver = payloadResolver(ownerEditRequestSchema, checkedPayload);

export function CheckedEditForm({
  listing,
  pendingEdit,
  onUnsavedChange,
}: {
  listing: OwnerListing;
  pendingEdit: boolean;
  /** Told whether the form holds changes not yet sent (the page asks before leaving them). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const request = useCreateOwnerEditRequest(listing.id);
  const [outcome, setOutcome] = useState<{ sent: true } | { sent: false; message: string } | null>(null);
  const form = useForm<CheckedEditValues, unknown, OwnerEditRequestInput>({
    resolver,
    defaultValues: checkedValuesFrom(listing),
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { isDirty } = form.formState;
  useEffect(() => onUnsavedChange?.(isDirty), [isDirty, onUnsavedChange]);

  const onValid = (changes: OwnerEditRequestInput) => {
    setOutcome(null);
    request.mutate(changes, {
      onSuccess: () => {
        // Sent: what the form shows is now what our team has, not unsaved work.
        form.reset(form.getValues());
        setOutcome({ sent: true });
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, (key) => formFieldOf(key) as FieldPath<CheckedEditValues>);
        setOutcome({ sent: false, message: isApiError(error) && error.isClientError ? error.message : `Your request was not sent. ${errorMessage(error)}` });
        focusFirstInvalid(FORM_ID);
      },
    });
  };

  const waiting = pendingEdit && !outcome?.sent;
  return (
    <FormProvider {...form}>
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onValid, () => focusFirstInvalid(FORM_ID))} aria-labelledby="checked-heading">
        <FormSection
          title="Ask for a change"
          id="checked-form-heading"
          icon={ShieldCheck}
          description="Our team checks these changes before they show, so nobody can take over a listing."
        >
          {waiting && (
            <p role="note" className="flex gap-2 rounded-xl border border-gold/40 bg-gold-soft/60 px-3.5 py-2.5 text-sm text-espresso">
              <Clock className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
              <span>A change you sent is already waiting for our team. You can send another once they have decided.</span>
            </p>
          )}
          <BusinessIdentityFields idPrefix={ID} />
          <AddressFields idPrefix={ID} />
          {outcome?.sent && (
            <p role="status" className="flex gap-2 rounded-xl border border-open/25 bg-open-soft px-3.5 py-2.5 text-sm text-espresso">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-open" aria-hidden="true" />
              <span>{EDIT_REQUEST_SENT}</span>
            </p>
          )}
          {outcome && !outcome.sent && (
            <p role="alert" className="rounded-xl border border-destructive/25 bg-[#fdecec] px-3.5 py-2.5 text-sm font-medium text-espresso">
              {outcome.message}
            </p>
          )}
          <SubmitButton pending={request.isPending} busyText="Sending…" icon={Send} className="w-full sm:w-auto sm:justify-self-end">
            Send to our team
          </SubmitButton>
        </FormSection>
      </form>
    </FormProvider>
  );
}
