// The business hours part of a form: the weekly editor bound to the form's 'hours' value.
import { Clock } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { BusinessFormValues } from './form-values';
import { FormSection } from '@web/components/forms/form-section';
import { HoursEditor } from './hours-editor';

export function HoursSection({ idPrefix, allowText = false }: { idPrefix: string; allowText?: boolean }) {
  const { control, formState } = useFormContext<BusinessFormValues>();
  const hoursErrors = formState.errors.hours;
  const weekErrors = hoursErrors?.week;
  const dayErrors: Record<number, string | undefined> = {};
  for (let i = 0; i < 7; i++) dayErrors[i] = Array.isArray(weekErrors) ? weekErrors[i]?.message : undefined;

  return (
    <FormSection title="Business Hours" icon={Clock} description="Switch a day on or off and set its times. Weekdays start at 9 to 5.">
      <Controller
        control={control}
        name="hours"
        render={({ field }) => (
          <HoursEditor
            idPrefix={idPrefix}
            value={field.value}
            onChange={field.onChange}
            dayErrors={dayErrors}
            textError={hoursErrors?.message}
            allowText={allowText}
          />
        )}
      />
    </FormSection>
  );
}
