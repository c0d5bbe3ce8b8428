// The business itself: name, type (with the owner's own words for 'Not Listed'), description and services.
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
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  const businessType = useWatch({ control, name: 'businessType' });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <FormSection title="Business Information" icon={Store} description="Tell the community who you are and what you offer.">
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
      <Field
        id={id('description')}
        label="Description"
        required={descriptionRequired}
        optional={!descriptionRequired}
        error={errors.description?.message}
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
      <Field
        id={id('services')}
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
    </FormSection>
  );
}
