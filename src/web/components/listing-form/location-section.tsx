// Where the business is and how to reach it: street, city, state, ZIP, phone, e-mail and website. The
// address, the phone and the website are offered on their own too, for the owner's edit page.
import { MapPin } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Input } from '@web/components/ui/input';
import { Field } from '@web/components/forms/field';
import type { BusinessFormValues } from './form-values';
import { FormSection } from '@web/components/forms/form-section';
import { StateSelect } from '@web/components/forms/state-select';

export function LocationSection({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;

  return (
    <FormSection title="Location & Contact" icon={MapPin} description="Customers use this to find you, call you and write to you.">
      <AddressFields idPrefix={idPrefix} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField idPrefix={idPrefix} />
        <Field id={`${idPrefix}-email`} label="Business Email" required error={errors.businessEmail?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" placeholder="you@yourbusiness.com" maxLength={254} {...register('businessEmail')} />}
        </Field>
      </div>
      <WebsiteField idPrefix={idPrefix} />
    </FormSection>
  );
}

/** Street, then city, state and ZIP on one row from small screens up. */
export function AddressFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field id={id('street')} label="Street Address" required error={errors.street?.message}>
        {(aria) => <Input {...aria} autoComplete="address-line1" placeholder="123 Main St" maxLength={200} {...register('street')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-[1.4fr_1fr_0.8fr]">
        <Field id={id('city')} label="City" required error={errors.city?.message}>
          {(aria) => <Input {...aria} autoComplete="address-level2" maxLength={100} {...register('city')} />}
        </Field>
        <Field id={id('state')} label="State" required error={errors.state?.message}>
          {(aria) => <StateSelect {...aria} autoComplete="address-level1" {...register('state')} />}
        </Field>
        <Field id={id('zip')} label="ZIP Code" required error={errors.zipCode?.message}>
          {(aria) => <Input {...aria} autoComplete="postal-code" inputMode="numeric" maxLength={10} placeholder="30303" {...register('zipCode')} />}
        </Field>
      </div>
    </>
  );
}

export function PhoneField({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<BusinessFormValues>();
  return (
    <Field id={`${idPrefix}-phone`} label="Phone Number" required error={formState.errors.phoneNumber?.message}>
      {(aria) => <Input {...aria} type="tel" autoComplete="tel" placeholder="(404) 555-0123" maxLength={30} {...register('phoneNumber')} />}
    </Field>
  );
}

export function WebsiteField({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<BusinessFormValues>();
  return (
    <Field id={`${idPrefix}-website`} label="Website" optional error={formState.errors.website?.message}>
      {(aria) => <Input {...aria} inputMode="url" autoComplete="url" placeholder="yourbusiness.com" maxLength={300} {...register('website')} />}
    </Field>
  );
}
