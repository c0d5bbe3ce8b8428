// The Edit Business dialog: the listing's fields, prefilled, checked with the edit form's shared schema
// (each field shows its own message, and why the request was not sent shows above the buttons, where no
// toast covers the dialog); sent with the listing number as proof, then reviewed by the team before
// anything changes.
import { Send, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { editListingSchema, type EditListing, type OwnerListing } from '@shared/schemas/submission';
import { Field, focusFirstInvalid, FormSection, hoursProblems, ListingSections, payloadResolver, showRefusedSubmission } from '@web/components/listing-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { useCreateEditRequest } from '../api/create-edit-request';
import { editPayload, editValuesFrom, type EditFormValues } from '../edit-values';
import { SubmitButton } from '@web/components/forms/submit-button';
import { FormAlert, type FormProblem } from '@web/components/forms/form-alert';
import { refusedFormMessage } from '@web/lib/refused-form';

const FORM_ID = 'edit-business-form';
const FAILED = 'Failed to submit edit request. Please try again.';
const resolver = payloadResolver(editListingSchema, editPayload, hoursProblems);

export interface EditListingDialogProps {
  listing: OwnerListing;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditListingDialog({ listing, open, onOpenChange }: EditListingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A long form: a stray tap outside must not throw the typing away, so only Cancel, X or Escape close it. */}
      <DialogContent
        hideClose
        className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-3xl grid-cols-[minmax(0,1fr)] gap-0 bg-cream p-0"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader className="sticky top-0 z-10 border-b bg-card px-5 py-4 pr-14 sm:px-6 sm:pr-14">
          <DialogClose className="absolute right-2 top-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring md:size-9">
            <X className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogClose>
          <DialogTitle>Edit Business</DialogTitle>
          <DialogDescription>
            Our team reviews your changes before they appear. Fields marked <span className="text-ember">*</span> are required.
            {listing.contactHidden && ' For your privacy, the street, phone and email of a listing under review are not shown: please enter them again.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the listing as it is now. */}
        {open && <EditForm listing={listing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ listing, onDone }: { listing: OwnerListing; onDone: () => void }) {
  const form = useForm<EditFormValues, unknown, EditListing>({
    resolver,
    defaultValues: editValuesFrom(listing),
    shouldFocusError: false,
  });
  const mutation = useCreateEditRequest();
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'founderBio' }) ?? '';

  // Why the last attempt was not sent (each field also says what it needs).
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const onValid = (changes: EditListing) => {
    setProblem(null);
    mutation.mutate(
      { listingId: listing.id, listingNumber: listing.listingNumber, changes },
      {
        onSuccess: () => {
          toast.success('Success', { description: 'Your edit request has been submitted for review' });
          onDone();
        },
        onError: (error) => showRefusedSubmission(error, form.setError, FORM_ID, FAILED),
      },
    );
  };

  const onInvalid = (invalid: FieldErrors<EditFormValues>) => {
    setProblem({ title: 'Error', description: refusedFormMessage(invalid, form.getValues()) });
    focusFirstInvalid(FORM_ID);
  };

  return (
    <FormProvider {...form}>
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5 px-3 py-5 sm:px-6">
        <ListingSections idPrefix="edit" descriptionRequired allowTextHours einOnFile={listing.hasEin} />
        <FormSection title="Founder" icon={UserRound} description="Who is behind the business.">
          <Field id="edit-founder-name" label="Founder Name" optional error={errors.founderName?.message}>
            {(aria) => <Input {...aria} autoComplete="name" maxLength={120} {...form.register('founderName')} />}
          </Field>
          <Field id="edit-founder-bio" label="Founder Bio" optional hint={`${bio.length}/500 characters`} error={errors.founderBio?.message}>
            {(aria) => <Textarea {...aria} rows={3} maxLength={500} {...form.register('founderBio')} />}
          </Field>
        </FormSection>
        {/* Said while its fields still need fixing. */}
        <FormAlert problem={Object.keys(errors).length > 0 ? problem : null} />
        <div className="sticky bottom-0 -mx-3 -mb-5 flex flex-col-reverse gap-2 border-t bg-card/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:py-4">
          <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={mutation.isPending} busyText="Submitting..." icon={Send}>
            Submit Edit Request
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
