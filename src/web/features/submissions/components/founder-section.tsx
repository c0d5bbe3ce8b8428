// The founder: first and last name (required) and a short bio, shown on the listing.
import { UserRound } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, FormSection } from '@web/components/listing-form';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import type { ListingFormValues } from '../listing-values';

const BIO_MAX = 500;

export function FounderSection({ idPrefix }: { idPrefix: string }) {
  const { register, control, formState } = useFormContext<ListingFormValues>();
  const { errors } = formState;
  const bio = useWatch({ control, name: 'founderBio' }) ?? '';
  return (
    <FormSection title="Meet the Founder" icon={UserRound} description="Customers love knowing who is behind a business.">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${idPrefix}-founder-first`} label="Founder First Name" required error={errors.founderFirstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" maxLength={60} {...register('founderFirstName')} />}
        </Field>
        <Field id={`${idPrefix}-founder-last`} label="Founder Last Name" required error={errors.founderLastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" maxLength={60} {...register('founderLastName')} />}
        </Field>
      </div>
      <Field id={`${idPrefix}-founder-bio`} label="Founder Bio" optional hint={`${bio.length}/${BIO_MAX} characters`} error={errors.founderBio?.message}>
        {(aria) => <Textarea {...aria} rows={3} maxLength={BIO_MAX} placeholder="A sentence or two about the founder's story." {...register('founderBio')} />}
      </Field>
    </FormSection>
  );
}
