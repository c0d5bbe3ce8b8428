// The Edit Business dialog: the List Your Business form itself (the same sections and rules), started
// from the listing as it is; only the fields changed are sent, with the listing number as proof, and the
// team reviews them before anything changes. Why a request was not sent shows above the buttons, where no
// toast covers the dialog.
import { Send, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { listingRequestSchema, NO_CHANGES, type OwnerListing } from '@shared/schemas/submission';
import { focusFirstInvalid, hoursProblems, payloadResolver, showRefusedSubmission } from '@web/components/listing-form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/lib/toast';
import { useCreateEditRequest } from '../api/create-edit-request';
import { changedFields, listingPayload, listingValuesFrom, type ListingFormValues } from '../listing-values';
import { ListingFields } from './listing-fields';
import { SubmitButton } from '@web/components/forms/submit-button';
import { FormAlert, type FormProblem } from '@web/components/forms/form-alert';
import { refusedFormMessage } from '@web/lib/refused-form';

const FORM_ID = 'edit-business-form';
const FAILED = 'Failed to submit edit request. Please try again.';
/** The contact details a listing under review does not show: left blank, the ones on file are kept. */
const MASKED = ['street', 'phoneNumber', 'businessEmail'] as const;

/**
 * The listing form's rules on the whole edited listing (a listing that came without a founder may stay
 * so); a masked contact field left blank is not checked, since the one on file stays.
 */
function editResolver(listing: OwnerListing): Resolver<ListingFormValues> {
  const whole = payloadResolver(
    listingRequestSchema,
    (v: ListingFormValues) => ({ ...listingPayload(v), highlightFounder: Boolean(v.founderFirstName.trim() || v.founderLastName.trim()) }),
    hoursProblems,
  );
  return async (values, context, options) => {
    const result = await whole(values, context, options);
    const errors: FieldErrors<ListingFormValues> = { ...result.errors };
    if (listing.contactHidden) for (const field of MASKED) if (!values[field].trim()) delete errors[field];
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

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
            {listing.contactHidden &&
              ' For your privacy, the street, phone and email of a listing under review are not shown: leave them blank to keep them, or type new ones.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the listing as it is now. */}
        {open && <EditForm listing={listing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ listing, onDone }: { listing: OwnerListing; onDone: () => void }) {
  const start = useMemo(() => listingValuesFrom(listing), [listing]);
  const resolver = useMemo(() => editResolver(listing), [listing]);
  const form = useForm<ListingFormValues>({ resolver, defaultValues: start, shouldFocusError: false });
  const mutation = useCreateEditRequest();
  const [uploading, setUploading] = useState(false);
  const { errors } = form.formState;

  // Why the last attempt was not sent (each field also says what it needs).
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const onValid = (values: ListingFormValues) => {
    const changes = changedFields(start, values);
    if (!Object.keys(changes).length) {
      setProblem({ title: 'Error', description: NO_CHANGES });
      return;
    }
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

  const onInvalid = (invalid: FieldErrors<ListingFormValues>) => {
    setProblem({ title: 'Error', description: refusedFormMessage(invalid, form.getValues()) });
    focusFirstInvalid(FORM_ID);
  };

  const nothingToSay = problem?.description === NO_CHANGES;
  return (
    <FormProvider {...form}>
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5 px-3 py-5 sm:px-6">
        <ListingFields idPrefix="edit" onUploadingChange={setUploading} allowTextHours einOnFile={listing.hasEin} />
        {/* Said while its fields still need fixing, or while nothing is changed yet. */}
        <FormAlert problem={Object.keys(errors).length > 0 || (nothingToSay && !form.formState.isDirty) ? problem : null} />
        <div className="sticky bottom-0 -mx-3 -mb-5 flex flex-col-reverse gap-2 border-t bg-card/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:flex-row sm:justify-end sm:px-6 sm:py-4">
          <Button type="button" variant="outline" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={mutation.isPending} busyText="Submitting..." icon={Send} disabled={uploading}>
            {uploading ? 'Uploading photos...' : 'Submit Edit Request'}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
