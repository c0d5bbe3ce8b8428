// Contact Information: the person our team reaches about the event (all required).
import { UserRound } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { EventData, EventInput } from '@shared/schemas/event';
import { FormField } from '@web/components/community-forms/form-field';
import { Input } from '@web/components/ui/input';
import { FormSection } from './form-section';

export function ContactFields() {
  const { register, formState } = useFormContext<EventInput, unknown, EventData>();
  const { errors } = formState;
  return (
    <FormSection id="event-contact" icon={UserRound} title="Contact Information" description="Who we contact about this event. Not shown publicly.">
      <FormField label="First Name" required error={errors.contactFirstName?.message}>
        {(c) => <Input autoComplete="given-name" {...c} {...register('contactFirstName')} />}
      </FormField>
      <FormField label="Last Name" required error={errors.contactLastName?.message}>
        {(c) => <Input autoComplete="family-name" {...c} {...register('contactLastName')} />}
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        {(c) => <Input type="email" inputMode="email" autoComplete="email" {...c} {...register('email')} />}
      </FormField>
      <FormField label="Phone" required error={errors.phone?.message}>
        {(c) => <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(404) 555-0123" {...c} {...register('phone')} />}
      </FormField>
    </FormSection>
  );
}
