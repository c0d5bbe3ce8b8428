// GET /api/events: the next few approved community events, soonest first, for the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventList } from '@shared/schemas/event';
import { apiGet } from '@web/lib/api-client';

export const HOME_EVENTS = 3;

export function upcomingEventsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'events', HOME_EVENTS] as const,
    queryFn: ({ signal, client }) => apiGet<PublicEventList>(`/events?when=upcoming&limit=${HOME_EVENTS}`, { signal, client }),
  });
}

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions());
