// Who owns the business and what it offers: the attributes visitors filter by. Ownership is shown as
// 'Self-identified' until our team verifies it.
import { HeartHandshake } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { AttributeCheckboxes } from '@web/components/attribute-checkboxes';
import { FormSection } from '@web/components/forms/form-section';
import type { BusinessFormValues } from './form-values';

export const OWNERSHIP_HINT = "Shown as 'Self-identified' until our team verifies it.";

export function AttributesSection() {
  const { control } = useFormContext<BusinessFormValues>();
  return (
    <FormSection title="Ownership & Features" icon={HeartHandshake} description="Optional. Visitors can search for these.">
      <Controller
        control={control}
        name="attributes"
        render={({ field }) => <AttributeCheckboxes value={field.value} onChange={field.onChange} hints={{ ownership: OWNERSHIP_HINT }} />}
      />
    </FormSection>
  );
}
