// Event Information: name, organization, main topic, when and where, tagline and cause (required), pay and
// entry fee (optional).
import { CalendarDays } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { EVENT_TOPICS } from '@shared/reference';
import type { EventData, EventInput } from '@shared/schemas/event';
import { Field } from '@web/components/forms/field';
import { FormOptionSelect } from '@web/components/forms/form-option-select';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { FormSection } from '@web/components/forms/form-section';
import { WhenWhereFields } from './when-where-fields';

const TOPIC_OPTIONS = EVENT_TOPICS.map((topic) => ({ value: topic, label: topic }));

export function EventInfoFields() {
  const { register, control, formState } = useFormContext<EventInput, unknown, EventData>();
  const { errors } = formState;
  return (
    <FormSection id="event-info" columns={2} icon={CalendarDays} title="Event Information" description="What is happening, who is hosting, when and where.">
      <Field label="Event Name" required error={errors.eventName?.message} className="sm:col-span-2">
        {(c) => <Input placeholder="e.g. Westside Community Food Drive" {...c} {...register('eventName')} />}
      </Field>
      <Field label="Organization Name" required error={errors.organizationName?.message}>
        {(c) => <Input autoComplete="organization" {...c} {...register('organizationName')} />}
      </Field>
      <Field label="Main Topic" required error={errors.mainTopic?.message}>
        {(c) => <FormOptionSelect control={control} name="mainTopic" aria={c} placeholder="Choose a topic" options={TOPIC_OPTIONS} />}
      </Field>
      <WhenWhereFields />
      <Field label="Tagline" required error={errors.tagline?.message} hint="One short line that sums up your event." className="sm:col-span-2">
        {(c) => <Input placeholder="e.g. No neighbor goes hungry" {...c} {...register('tagline')} />}
      </Field>
      <Field label="Cause" required error={errors.cause?.message} hint="What cause does this event support?" className="sm:col-span-2">
        {(c) => <Textarea rows={3} className="min-h-24" {...c} {...register('cause')} />}
      </Field>
      <Field label="Are you offering pay?" error={errors.offeringPay?.message} hint="Optional, e.g. $20/hour for setup crew">
        {(c) => <Input {...c} {...register('offeringPay')} />}
      </Field>
      <Field label="Entry Fee" error={errors.entryFee?.message} hint="Optional, e.g. Free or $10">
        {(c) => <Input {...c} {...register('entryFee')} />}
      </Field>
    </FormSection>
  );
}
