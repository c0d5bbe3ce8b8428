// GET /api/events/:id: an approved event as the public sees it, for its own page; and where its .ics is.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@shared/schemas/event';
import { API_BASE, apiGet } from '@web/lib/api-client';

export const eventKeys = {
  all: ['events'] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
};

export function getEvent(id: number, signal?: AbortSignal): Promise<PublicEvent> {
  return apiGet<PublicEvent>(`/events/${id}`, { signal });
}

export function eventQueryOptions(id: number) {
  return queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });
}

export function useEvent(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eventQueryOptions(id), enabled: options.enabled ?? true });
}

/** The event as an iCalendar file, for the page's download link. */
export function eventCalendarFileUrl(id: number): string {
  return `${API_BASE}/events/${id}/calendar.ics`;
}
