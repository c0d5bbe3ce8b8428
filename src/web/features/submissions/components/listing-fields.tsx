// The List Your Business form's sections (the business, its place, hours, verification, extras, photos and
// founder): one set of fields for the new listing's form and for the edit form started from a listing.
import { Camera } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldError, FormSection, ListingSections } from '@web/components/listing-form';
import type { ListingFormValues } from '../listing-values';
import { FounderSection } from './founder-section';
import { PhotoUploader } from './photo-uploader';

export interface ListingFieldsProps {
  /** Prefix of the fields' ids. */
  idPrefix: string;
  /** Whether photos are still uploading (the form waits for them before sending). */
  onUploadingChange: (uploading: boolean) => void;
  /** Hours stored as text the week editor cannot show (an older listing) stay editable as text. */
  allowTextHours?: boolean;
  /** The listing already has an EIN on file. */
  einOnFile?: boolean;
}

export function ListingFields({ idPrefix, onUploadingChange, allowTextHours, einOnFile }: ListingFieldsProps) {
  const { control } = useFormContext<ListingFormValues>();
  return (
    <>
      <ListingSections idPrefix={idPrefix} allowTextHours={allowTextHours} einOnFile={einOnFile} />
      <FormSection title="Photos" icon={Camera} description="Show your storefront, your team and your work. The first photo is the cover.">
        <Controller
          control={control}
          name="businessPhotos"
          render={({ field, fieldState }) => (
            <>
              <PhotoUploader value={field.value} onChange={field.onChange} onBusyChange={onUploadingChange} error={fieldState.error?.message} />
              <FieldError id={`${idPrefix}-photos-error`} message={fieldState.error?.message} />
            </>
          )}
        />
      </FormSection>
      <FounderSection idPrefix={idPrefix} />
    </>
  );
}
