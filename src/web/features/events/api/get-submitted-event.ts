// GET /api/events/:id?token=…: the submitter reads their event back (its current status included).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmittedEvent } from '@shared/schemas/event';
import { apiGet, withQuery } from '@web/lib/api-client';

export function getSubmittedEvent(id: number, token: string, signal?: AbortSignal) {
  return apiGet<SubmittedEvent>(withQuery(`/events/${id}`, { token }), { signal });
}

/** Starts from the answer kept after submitting, then asks the server for the current state once. */
export function submittedEventQueryOptions(stored: SubmittedEvent) {
  return queryOptions({
    queryKey: ['events', 'submitted', stored.id],
    queryFn: ({ signal }) => getSubmittedEvent(stored.id, stored.confirmationToken, signal),
    initialData: stored,
    initialDataUpdatedAt: 0,
    retry: false,
  });
}

export function useSubmittedEvent(stored: SubmittedEvent) {
  return useQuery(submittedEventQueryOptions(stored));
}
