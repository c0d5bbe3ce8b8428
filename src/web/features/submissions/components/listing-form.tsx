// The List Your Business form: every field of the spec in titled sections, checked with the shared schema
// before sending; the server's field errors land next to their fields and nothing typed is lost.
import { RotateCcw, Send, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FILL_REQUIRED_FIELDS, listingRequestSchema, type ListingRequest } from '@shared/schemas/submission';
import { focusFirstInvalid, hoursProblems, payloadResolver, showRefusedSubmission } from '@web/components/listing-form';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { useCreateListingRequest } from '../api/create-listing-request';
import { clearDraft, draftHasContent, emptyListingValues, listingPayload, loadDraft, saveDraft, type ListingFormValues } from '../listing-values';
import { ListingFields } from './listing-fields';
import { SubmitButton } from '@web/components/forms/submit-button';
import { useHydrated } from '@web/lib/use-hydrated';

const SUBMIT_FAILED = 'There was an issue submitting your business listing. Please try again.';
/** The fields the schema refuses an empty request for: when one of them is blank, the toast asks to fill them in. */
const REQUIRED = [...new Set(listingRequestSchema.safeParse({}).error?.issues.map((issue) => String(issue.path[0])))] as (keyof ListingFormValues)[];

const FORM_ID = 'list-business-form';
const resolver = payloadResolver(listingRequestSchema, listingPayload, hoursProblems);

export function ListingForm() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ListingFormValues, unknown, ListingRequest>({
    resolver,
    defaultValues: emptyListingValues(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const mutation = useCreateListingRequest();

  // The page is drawn empty on the server; what this browser kept of an earlier visit is put back here,
  // as the form's starting values, which is what says the draft was kept.
  useEffect(() => {
    const draft = loadDraft();
    if (draft && draftHasContent(draft)) form.reset(draft);
  }, [form]);
  const { defaultValues } = form.formState;
  const restored = Boolean(defaultValues) && draftHasContent(defaultValues as ListingFormValues);
  // Every change is kept in session storage, so a reload or a detour does not cost the owner their typing.
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(values) }), [form]);

  const onValid = (payload: ListingRequest) =>
    mutation.mutate(payload, {
      onSuccess: ({ listingNumber }) => {
        clearDraft();
        toast.success(`Business listing submitted! Your listing number is ${listingNumber}`);
        void navigate(paths.businessConfirmationFor(listingNumber));
      },
      onError: (error) => showRefusedSubmission(error, form.setError, FORM_ID, SUBMIT_FAILED),
    });

  const onInvalid = () => {
    const values = form.getValues();
    const missing = REQUIRED.some((k) => !String(values[k] ?? '').trim());
    toast.error('Error', { description: missing ? FILL_REQUIRED_FIELDS : 'Please check the highlighted fields.' });
    focusFirstInvalid(FORM_ID);
  };

  // Starting over empties the form in one tap: until the next change, one more tap puts it all back.
  const [cleared, setCleared] = useState<ListingFormValues | null>(null);
  const startOver = () => {
    setCleared(form.getValues());
    clearDraft();
    form.reset(emptyListingValues());
  };
  const undoStartOver = () => {
    if (cleared) form.reset(cleared);
    setCleared(null);
  };
  const showUndo = Boolean(cleared) && !form.formState.isDirty;

  const busy = mutation.isPending || uploading;
  return (
    <FormProvider {...form}>
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-6" aria-label="List your business">
        {showUndo && (
          <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-muted px-4 py-3 text-sm">
            <span>The form is empty again.</span>
            <Button type="button" variant="outline" size="sm" onClick={undoStartOver}>
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
          </div>
        )}
        {restored && (
          <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold/40 bg-gold-soft/60 px-4 py-3 text-sm">
            <span>We kept what you typed earlier, so you can pick up where you left off.</span>
            <Button type="button" variant="outline" size="sm" onClick={startOver}>
              <RotateCcw aria-hidden="true" />
              Start over
            </Button>
          </div>
        )}
        <ListingFields idPrefix="listing" onUploadingChange={setUploading} />
        <div className="grid gap-3 rounded-2xl border bg-espresso p-5 text-cream sm:flex sm:items-center sm:justify-between sm:p-6">
          <p className="text-sm text-cream/80">Our team reviews every listing within 48 hours. You will get a listing number to track it.</p>
          <SubmitButton
            pending={mutation.isPending}
            busyText="Submitting..."
            icon={Send}
            size="lg"
            // On the narrowest phones the label takes two lines rather than widening the form past the screen.
            className="w-full sm:w-auto"
            // Sent by the app alone (photos, a listing number to show): until it has taken over the page,
            // whatever is typed is kept and the button waits.
            disabled={busy || !hydrated}
          >
            {uploading ? 'Uploading photos...' : 'Submit Business Listing'}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
