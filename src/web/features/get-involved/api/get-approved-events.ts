// GET /api/events/approved: community events the admin team approved, shown on Get Involved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventList } from '@shared/schemas/event';
import { apiGet, withQuery } from '@web/lib/api-client';

export const EVENTS_SHOWN = 12;

export function getApprovedEvents(signal?: AbortSignal) {
  return apiGet<PublicEventList>(withQuery('/events/approved', { limit: EVENTS_SHOWN }), { signal });
}

export function approvedEventsQueryOptions() {
  return queryOptions({ queryKey: ['events', 'approved'], queryFn: ({ signal }) => getApprovedEvents(signal) });
}

export function useApprovedEvents() {
  return useQuery(approvedEventsQueryOptions());
}
