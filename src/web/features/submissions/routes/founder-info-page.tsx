// Founder information, the older second step (/founder-info): reads the business typed on /list-business
// from session storage (or sends the owner back there), offers to highlight the founder, then submits.
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Send, Sparkles, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  BUSINESS_DATA_MISSING,
  founderStepSchema,
  listingRequestSchema,
  resolvedBusinessType,
  type FounderStep,
  type FounderStepInput,
} from '@shared/schemas/submission';
import { Field, FormSection } from '@web/components/listing-form';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/toast';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { PageFallback } from '@web/app/page-fallback';
import { paths } from '@shared/paths';
import { useCreateListingRequest } from '../api/create-listing-request';
import { clearDraft, draftHasContent, listingPayload, loadDraft } from '../listing-values';
import { IconTile } from '@web/components/icon-tile';
import { SubmitButton } from '@web/components/forms/submit-button';

const FAILED = 'Failed to submit business listing. Please try again.';

/** Made from this browser's own storage (a draft, what was just submitted): rendered only there. */
export const founderInfoPageHandle: PageHandle = { browserOnly: true, head: () => ({ title: titleOf('Founder Information') }) };

export function FounderInfoPage() {
  const navigate = useNavigate();
  const [business] = useState(() => {
    const draft = loadDraft();
    return draft && draftHasContent(draft) ? draft : null;
  });
  const mutation = useCreateListingRequest();
  const form = useForm<FounderStepInput, unknown, FounderStep>({
    resolver: zodResolver(founderStepSchema),
    defaultValues: {
      highlightFounder: Boolean(business?.founderFirstName),
      founderFirstName: business?.founderFirstName ?? '',
      founderLastName: business?.founderLastName ?? '',
      founderBio: business?.founderBio ?? '',
    },
  });
  const highlight = useWatch({ control: form.control, name: 'highlightFounder' });
  const { errors } = form.formState;

  const backToForm = () => {
    toast.error('Error', { description: BUSINESS_DATA_MISSING });
    void navigate(paths.listBusiness, { replace: true });
  };

  useEffect(() => {
    if (!business) backToForm();
    // Only on arrival: the check is about how the page was reached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // On its way back to the form: the page keeps its shape meanwhile, so the footer does not jump up.
  if (!business) return <PageFallback />;

  const onValid = (founder: FounderStep) => {
    const parsed = listingRequestSchema.safeParse({ ...listingPayload(business), ...founder });
    // The saved business is incomplete: its form shows what is missing.
    if (!parsed.success) return backToForm();
    mutation.mutate(parsed.data, {
      onSuccess: ({ listingNumber }) => {
        clearDraft();
        toast.success('Your business listing has been submitted successfully and is now under review!');
        void navigate(paths.businessConfirmationFor(listingNumber));
      },
      onError: () => toast.error('Error', { description: FAILED }),
    });
  };

  const type = resolvedBusinessType(business);
  return (
    <>
      <PageHeader eyebrow="Step 2 of 2" title="Founder Information" description="Tell the community about the person behind the business." />
      <div className="container-page grid max-w-3xl gap-6 py-8 md:py-12">
        <div className="flex gap-4 rounded-2xl border bg-card p-5 shadow-card">
          <IconTile icon={Store} size="md" />
          <div className="grid gap-1">
            <p className="text-lg font-bold text-espresso">{business.businessName}</p>
            {type && <p className="text-sm text-muted-foreground">{type}</p>}
            {business.city && (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin className="size-3.5" aria-hidden="true" />
                {business.city}
                {business.state && `, ${business.state}`}
              </p>
            )}
          </div>
        </div>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-6">
          <FormSection title="Highlight the Founder" icon={Sparkles} description="Listings that introduce their founder get more attention.">
            <div className="flex items-center justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
              <Label htmlFor="founder-highlight" id="founder-highlight-label">
                Highlight the founder on my listing
              </Label>
              <Controller
                control={form.control}
                name="highlightFounder"
                render={({ field }) => (
                  <Switch id="founder-highlight" aria-labelledby="founder-highlight-label" checked={field.value} onCheckedChange={field.onChange} />
                )}
              />
            </div>
            {highlight && (
              <>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field id="founder-first" label="First Name" required error={errors.founderFirstName?.message}>
                    {(aria) => <Input {...aria} autoComplete="given-name" maxLength={60} {...form.register('founderFirstName')} />}
                  </Field>
                  <Field id="founder-last" label="Last Name" required error={errors.founderLastName?.message}>
                    {(aria) => <Input {...aria} autoComplete="family-name" maxLength={60} {...form.register('founderLastName')} />}
                  </Field>
                </div>
                <Field id="founder-bio" label="One-sentence bio" required hint="One sentence, up to 200 characters." error={errors.founderBio?.message}>
                  {(aria) => <Textarea {...aria} rows={2} maxLength={200} {...form.register('founderBio')} />}
                </Field>
              </>
            )}
          </FormSection>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" size="lg" onClick={() => void navigate(paths.listBusiness)}>
              Back to Business Details
            </Button>
            <SubmitButton pending={mutation.isPending} busyText="Submitting..." icon={Send} size="lg">
              Submit Listing
            </SubmitButton>
          </div>
        </form>
      </div>
    </>
  );
}
