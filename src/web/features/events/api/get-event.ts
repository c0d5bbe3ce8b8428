// GET /api/events/:id: an approved event as the public sees it, for its own page; and where its .ics is.
import type { PublicEvent } from '@shared/schemas/event';
import { API_BASE } from '@web/lib/api-client';
import { recordQuery } from '@web/lib/record-query';

export const eventKeys = {
  all: ['events'] as const,
  detail: (id: number) => ['events', 'detail', id] as const,
};

const event = recordQuery<PublicEvent>(eventKeys.detail, (id) => `/events/${id}`);
export const eventQueryOptions = event.options;
export const useEvent = event.useRecord;

/** The event as an iCalendar file, for the page's download link. */
export function eventCalendarFileUrl(id: number): string {
  return `${API_BASE}/events/${id}/calendar.ics`;
}
