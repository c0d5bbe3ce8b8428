// POST /api/events: the community event, stored pending; the answer is what the confirmation page shows.
import { useMutation } from '@tanstack/react-query';
import type { EventData, SubmittedEvent } from '@shared/schemas/event';
import { apiPost } from '@web/lib/api-client';

export function createEvent(input: EventData) {
  return apiPost<SubmittedEvent>('/events', input);
}

export function useCreateEvent() {
  return useMutation({ mutationFn: createEvent });
}
