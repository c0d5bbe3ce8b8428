// Keywords people might search for, and the optional price level.
import { Tags } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { PRICE_LEVELS } from '@shared/reference';
import { ChipsInput, duplicateMessage } from './chips-input';
import { Field } from '@web/components/forms/field';
import type { BusinessFormValues } from './form-values';
import { FormSection } from '@web/components/forms/form-section';
import { NativeSelect } from '@web/components/ui/native-select';

export function ExtrasSection({ idPrefix }: { idPrefix: string }) {
  const { register, control, formState } = useFormContext<BusinessFormValues>();
  const { errors } = formState;
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <FormSection title="Keywords & Pricing" icon={Tags} description="Help people find you when they search.">
      <Field
        id={id('keywords')}
        label="Keywords"
        optional
        hint="Words people might search for, like 'braids' or 'vegan'. Press Enter after each."
        error={errors.keywords?.message ?? errors.keywords?.root?.message}
      >
        {(aria) => (
          <Controller
            control={control}
            name="keywords"
            render={({ field }) => (
              <ChipsInput
                items={field.value}
                noun="keyword"
                placeholder="Add a keyword"
                aria={aria}
                onAdd={(item) => {
                  const duplicate = duplicateMessage(field.value, item);
                  if (!duplicate) field.onChange([...field.value, item]);
                  return duplicate;
                }}
                onRemove={(item) => field.onChange(field.value.filter((k) => k !== item))}
              />
            )}
          />
        )}
      </Field>
      <Field id={id('price')} label="Price Level" optional error={errors.priceLevel?.message}>
        {(aria) => (
          <NativeSelect {...aria} {...register('priceLevel')}>
            <option value="">Prefer not to say</option>
            {PRICE_LEVELS.map((p) => (
              <option key={p.level} value={String(p.level)}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </FormSection>
  );
}
