// The business itself: name, type (with the owner's own words for 'Not Listed'), the year it was founded,
// description and services.
// Each group of fields is offered on its own too, for the owner's edit page that splits them up.
import { Store } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BUSINESS_TYPES, NOT_LISTED } from '@shared/reference';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { Field } from '@web/components/forms/field';
import type { BusinessFormValues } from './form-values';
import { FormSection } from '@web/components/forms/form-section';
import { NativeSelect } from '@web/components/ui/native-select';
import { ServicesField } from './services-field';

const DESCRIPTION_MAX = 2000;

export function BusinessSection({ idPrefix, descriptionRequired = false }: { idPrefix: string; descriptionRequired?: boolean }) {
  return (
    <FormSection title="Business Information" icon={Store} description="Tell the community who you are and what you offer.">
      <BusinessIdentityFields idPrefix={idPrefix} />
      <YearFoundedField idPrefix={idPrefix} />
      <DescriptionField idPrefix={idPrefix} required={descriptionRequired} />
      <ServicesOfferedField idPrefix={idPrefix} />
    </FormSection>
  );
}

/** The business name, its type and, for 'Not Listed', the owner's own words. */
export function BusinessIdentityFields({ idPrefix }: { idPrefix: string }) {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  const businessType = useWatch({ control, name: 'businessType' });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <Field id={id('name')} label="Business Name" required error={errors.businessName?.message}>
        {(aria) => <Input {...aria} autoComplete="organization" maxLength={120} {...register('businessName')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('type')} label="Business Type" required error={errors.businessType?.message}>
          {(aria) => (
            <NativeSelect {...aria} {...register('businessType')}>
              <option value="">Choose a business type</option>
              {BUSINESS_TYPES.map((t) => (
                <option key={t.name} value={t.name}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {businessType === NOT_LISTED && (
          <Field id={id('custom-type')} label="Your type of business" required error={errors.customBusinessType?.message}>
            {(aria) => <Input {...aria} placeholder="e.g. Bike repair shop" maxLength={80} {...register('customBusinessType')} />}
          </Field>
        )}
      </div>
    </>
  );
}

/** The year the business was founded (optional): shown as 'Founded' on its page, beside its story. */
export function YearFoundedField({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<BusinessFormValues>();
  return (
    <Field
      id={`${idPrefix}-year-founded`}
      label="Year founded"
      optional
      error={formState.errors.yearFounded?.message}
      className="sm:max-w-[calc(50%-0.625rem)]"
    >
      {(aria) => <Input {...aria} inputMode="numeric" autoComplete="off" maxLength={4} placeholder="e.g. 2015" {...register('yearFounded')} />}
    </Field>
  );
}

export function DescriptionField({ idPrefix, required = false }: { idPrefix: string; required?: boolean }) {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const description = useWatch({ control, name: 'description' }) ?? '';
  return (
    <Field
      id={`${idPrefix}-description`}
      label="Description"
      required={required}
      optional={!required}
      error={formState.errors.description?.message}
      hint={`${description.length}/${DESCRIPTION_MAX} characters`}
    >
      {(aria) => (
        <Textarea
          {...aria}
          rows={4}
          maxLength={DESCRIPTION_MAX}
          placeholder="What makes your business special? What do customers love?"
          {...register('description')}
        />
      )}
    </Field>
  );
}

/**
 * The services, with the suggestions of the business type: the form's own type field, or `businessType`
 * when the form has none (the owner's edit page, where the type is changed apart).
 */
export function ServicesOfferedField({ idPrefix, businessType: fixedType }: { idPrefix: string; businessType?: string }) {
  const { control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  const watchedType = useWatch({ control, name: 'businessType' });
  const businessType = fixedType ?? watchedType;
  return (
    <Field
      id={`${idPrefix}-services`}
      label="Services Offered"
      optional
      error={errors.servicesOffered?.message ?? errors.servicesOffered?.root?.message}
      hint={businessType && businessType !== NOT_LISTED ? 'Tap the services you offer, or add your own.' : 'Add the services you offer, one at a time.'}
    >
      {(aria) => (
        <Controller
          control={control}
          name="servicesOffered"
          render={({ field }) => <ServicesField businessType={businessType} value={field.value} onChange={field.onChange} aria={aria} />}
        />
      )}
    </Field>
  );
}
