// Contact Information: the person our team reaches about the event (all required), and how the public
// reaches the organizers (optional, shown on the event's page).
import { UserRound } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { EventData, EventInput } from '@shared/schemas/event';
import { Field } from '@web/components/forms/field';
import { Input } from '@web/components/ui/input';
import { FormSection } from '@web/components/forms/form-section';
import { PersonContactFields } from '@web/components/forms/person-contact-fields';

export function ContactFields() {
  const form = useFormContext<EventInput, unknown, EventData>();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <FormSection id="event-contact" columns={2} icon={UserRound} title="Contact Information" description="Who we contact about this event. Not shown publicly.">
      <PersonContactFields form={form} names={{ firstName: 'contactFirstName', lastName: 'contactLastName', email: 'email', phone: 'phone' }} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-base font-bold text-espresso">Public contact</legend>
        <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">Optional: shown on the event's page so people can reach the organizers.</p>
        <Field label="Organizer Email" optional error={errors.organizerEmail?.message}>
          {(c) => <Input type="email" inputMode="email" {...c} {...register('organizerEmail')} />}
        </Field>
        <Field label="Organizer Phone" optional error={errors.organizerPhone?.message}>
          {(c) => <Input type="tel" inputMode="tel" {...c} {...register('organizerPhone')} />}
        </Field>
        <Field label="Organizer Website" optional error={errors.organizerWebsite?.message} className="sm:col-span-2">
          {(c) => <Input type="url" inputMode="url" placeholder="https://" {...c} {...register('organizerWebsite')} />}
        </Field>
      </fieldset>
    </FormSection>
  );
}
