// The community event form: three sections, Cancel (back to Get Involved) and Submit Event. Each field
// shows its own problem, and one toast says what stopped the event (each attempt replaces it). The
// server's answer is kept for the confirmation page, which it then opens.
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { timeZoneOfState } from '@shared/reference/time-zones';
import { eventSchema, type EventData, type EventInput } from '@shared/schemas/event';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { paths } from '@shared/paths';
import { useCreateEvent } from '../api/create-event';
import { saveStoredEvent } from '../lib/stored-event';
import { ContactFields } from './contact-fields';
import { EventInfoFields } from './event-info-fields';
import { MediaFields } from './media-fields';
import { ButtonLink } from '@web/components/button-link';
import { SubmitButton } from '@web/components/forms/submit-button';
import { useHydrated } from '@web/lib/use-hydrated';
import { showServerFieldErrors } from '@web/lib/server-field-errors';
import { refusedFormMessage } from '@web/lib/refused-form';
import { eventFieldOf } from '../lib/event-values';

const FAILED = 'Failed to submit event. Please try again.';
/** The form's one toast: a new attempt's answer replaces the last. */
const EVENT_FORM_TOAST = 'event-form';
const NOT_SUBMITTED = 'Event not submitted';

const EMPTY: EventInput = {
  eventName: '',
  organizationName: '',
  mainTopic: undefined as unknown as EventInput['mainTopic'],
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  allDay: false,
  timeZone: timeZoneOfState(null),
  attendanceMode: 'in_person',
  eventAddress: '',
  eventState: '',
  onlineUrl: '',
  organizerEmail: '',
  organizerPhone: '',
  organizerWebsite: '',
  tagline: '',
  cause: '',
  offeringPay: '',
  entryFee: '',
  contactFirstName: '',
  contactLastName: '',
  email: '',
  phone: '',
  article: '',
  eventPhotos: [],
  organizationLogo: null,
};

export function EventForm() {
  const navigate = useNavigate();
  const mutation = useCreateEvent();
  const form = useForm<EventInput, unknown, EventData>({ resolver: zodResolver(eventSchema), defaultValues: EMPTY });
  const [uploading, setUploading] = useState({ photos: false, logo: false });
  const busyUploading = uploading.photos || uploading.logo;
  // Sent by the app alone: until it has taken over the page, whatever is typed is kept and the button waits.
  const hydrated = useHydrated();

  const onValid = (values: EventData) =>
    mutation.mutate(values, {
      onSuccess: (event) => {
        toast.dismiss(EVENT_FORM_TOAST);
        saveStoredEvent(event);
        void navigate(paths.eventConfirmation);
      },
      onError: (error) => {
        const shown = showServerFieldErrors(error, form.setError, eventFieldOf);
        const description =
          isApiError(error) && error.status === 429 ? error.message : shown ? refusedFormMessage(form.formState.errors, form.getValues()) : FAILED;
        toast.error(NOT_SUBMITTED, { description, id: EVENT_FORM_TOAST });
      },
    });
  const onInvalid = (errors: FieldErrors<EventInput>) =>
    toast.error(NOT_SUBMITTED, { description: refusedFormMessage(errors, form.getValues()), id: EVENT_FORM_TOAST });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          Fields marked <span className="font-bold text-ember">*</span> are required.
        </p>
        <EventInfoFields />
        <ContactFields />
        <MediaFields onBusyChange={(field, busy) => setUploading((current) => ({ ...current, [field]: busy }))} />
        <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t bg-cream/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
          <ButtonLink variant="outline" size="lg" to={paths.getInvolved}>
            Cancel
          </ButtonLink>
          <SubmitButton
            pending={mutation.isPending}
            busyText="Submitting..."
            icon={Send}
            size="lg"
            className="flex-1 sm:flex-none"
            disabled={busyUploading || !hydrated}
          >
            {busyUploading ? 'Uploading images...' : 'Submit Event'}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
