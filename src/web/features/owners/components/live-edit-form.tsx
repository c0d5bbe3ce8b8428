// 'Changes that go live at once': description, year founded, services, phone, website, hours, social
// profiles, keywords, price level, ownership and features, and photos, built from the listing form's own parts and checked with the
// shared owner rules; saved, they show on the public page straight away.
import { Camera, Phone, Save, Share2, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MAX_PHOTOS } from '@shared/reference/listings';
import { ownerDirectEditSchema, type OwnerDirectEdit, type OwnedListingDetail } from '@shared/schemas/owner';
import { ImageUploadField } from '@web/components/image-upload-field';
import {
  AttributesSection,
  DescriptionField,
  ExtrasSection,
  FieldError,
  focusFirstInvalid,
  FormSection,
  HoursSection,
  payloadResolver,
  PhoneField,
  ServicesOfferedField,
  showRefusedSubmission,
  SocialRows,
  WebsiteField,
  YearFoundedField,
  hoursProblems,
} from '@web/components/listing-form';
import { toast } from '@web/lib/toast';
import { paths } from '@shared/paths';
import { useUpdateOwnedListing } from '../api/update-owned-listing';
import { directPayload, directValuesFrom, type DirectEditValues } from '../lib/edit-values';
import { SubmitButton } from '@web/components/forms/submit-button';

const FORM_ID = 'owner-live-form';
const ID = 'live';
const FAILED = 'Your changes were not saved. Please try again.';
const resolver = payloadResolver(ownerDirectEditSchema, directPayload, hoursProblems);

/** `onUnsavedChange`: told whether the form holds changes not yet saved (the page asks before leaving them). */
export function LiveEditForm({ detail, onUnsavedChange }: { detail: OwnedListingDetail; onUnsavedChange?: (unsaved: boolean) => void }) {
  const { listing } = detail;
  const navigate = useNavigate();
  const update = useUpdateOwnedListing(listing.id);
  const [uploading, setUploading] = useState(false);
  const form = useForm<DirectEditValues, unknown, OwnerDirectEdit>({
    resolver,
    defaultValues: directValuesFrom(listing),
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const live = detail.status === 'approved';
  const { isDirty } = form.formState;
  useEffect(() => onUnsavedChange?.(isDirty), [isDirty, onUnsavedChange]);

  const onValid = (changes: OwnerDirectEdit) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(directValuesFrom(saved.listing));
        toast.success('Your listing is updated', {
          description: live ? 'The changes are on your public page now.' : 'The changes are saved.',
          action: live ? { label: 'View it', onClick: () => void navigate(paths.business(listing.id)) } : undefined,
        });
      },
      onError: (error) => showRefusedSubmission(error, form.setError, FORM_ID, FAILED),
    });

  const onInvalid = () => {
    toast.error('Please check the highlighted fields');
    focusFirstInvalid(FORM_ID);
  };

  return (
    <FormProvider {...form}>
      <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5" aria-labelledby="live-heading">
        <FormSection title="About your business" icon={Store} description="What customers read first on your page.">
          <DescriptionField idPrefix={ID} required />
          <YearFoundedField idPrefix={ID} />
          <ServicesOfferedField idPrefix={ID} businessType={listing.businessType} />
        </FormSection>
        <FormSection title="Phone & Website" icon={Phone} description="How customers reach you.">
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneField idPrefix={ID} />
            <WebsiteField idPrefix={ID} />
          </div>
        </FormSection>
        <HoursSection idPrefix={ID} allowText />
        <FormSection title="Social Media" icon={Share2} description="Profiles customers can follow. Only rows with a platform and a handle are kept.">
          <Controller
            control={form.control}
            name="socialMediaPlatforms"
            render={({ field, fieldState }) => (
              <>
                <SocialRows idPrefix={ID} value={field.value} onChange={field.onChange} />
                <FieldError id={`${ID}-social-error`} message={fieldState.error?.message ?? fieldState.error?.root?.message} />
              </>
            )}
          />
        </FormSection>
        <ExtrasSection idPrefix={ID} />
        <AttributesSection />
        <FormSection title="Photos" icon={Camera} description="The first photo is the cover of your listing.">
          <Controller
            control={form.control}
            name="businessPhotos"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label="Business photos"
                hint={`JPEG, PNG, WebP or HEIC, up to 10 MB each; up to ${MAX_PHOTOS} photos.`}
                multiple
                max={MAX_PHOTOS}
                value={field.value}
                onChange={field.onChange}
                onBusyChange={setUploading}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
        </FormSection>
        <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t bg-card/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex sm:items-center sm:justify-between sm:rounded-2xl sm:border sm:px-6 sm:shadow-card">
          <p className="hidden text-sm text-muted-foreground sm:block">
            {live ? 'Saved changes show on your public page at once.' : 'Saved changes are kept with your listing.'}
          </p>
          <SubmitButton pending={update.isPending} busyText="Saving…" icon={Save} size="lg" className="w-full sm:w-auto" disabled={uploading}>
            {uploading ? 'Uploading photos…' : 'Save changes'}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
