// A stored event as the event form's values, for staff who edit it with the same form and rules, and
// the form field an API message belongs to.
import { timeZoneOfState } from '@shared/reference/time-zones';
import type { EventInput, SubmittedEvent } from '@shared/schemas/event';
import type { FieldPath } from 'react-hook-form';

/** The event as entered: its wall clock in its own zone, '' for what it has none of. */
export type EditableEvent = Omit<SubmittedEvent, 'confirmationToken'>;

export function eventFormValues(event: EditableEvent): EventInput {
  const schedule = event.schedule;
  return {
    eventName: event.eventName,
    organizationName: event.organizationName,
    mainTopic: event.mainTopic as EventInput['mainTopic'],
    tagline: event.tagline,
    cause: event.cause,
    offeringPay: event.offeringPay ?? '',
    entryFee: event.entryFee ?? '',
    startDate: schedule?.startDate ?? '',
    startTime: schedule?.startTime ?? '',
    endDate: schedule?.allDay ? (schedule.endDate ?? '') : schedule?.endTime && schedule.endDate !== schedule.startDate ? (schedule.endDate ?? '') : '',
    endTime: schedule?.endTime ?? '',
    allDay: schedule?.allDay ?? false,
    timeZone: (schedule?.timeZone ?? timeZoneOfState(event.eventState)) as EventInput['timeZone'],
    attendanceMode: event.attendanceMode,
    eventAddress: event.eventAddress ?? '',
    eventState: (event.eventState ?? '') as EventInput['eventState'],
    onlineUrl: event.onlineUrl ?? '',
    contactFirstName: event.contactFirstName,
    contactLastName: event.contactLastName,
    email: event.email,
    phone: event.phone,
    organizerEmail: event.organizerEmail ?? '',
    organizerPhone: event.organizerPhone ?? '',
    organizerWebsite: event.organizerWebsite ?? '',
    article: event.article ?? '',
    eventPhotos: event.eventPhotos,
    organizationLogo: event.organizationLogo,
  };
}

/** The form field an API field name belongs to: 'schedule.startDate' is the schedule's. */
export const eventFieldOf = (apiField: string) => apiField.split('.')[0] as FieldPath<EventInput>;
