// GET /api/events?when=upcoming|past: the approved events Get Involved lists, page by page. Upcoming ones
// come soonest first (those without a date last) and leave the list when they end; past ones come latest first.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicEventList } from '@shared/schemas/event';
import { offsetPageRequests } from '@web/lib/offset-page-query';

export type EventsWhen = 'upcoming' | 'past';

/** Upcoming events fill rows of three; past ones are a shorter look back. */
export const EVENTS_PAGE_SIZE: Record<EventsWhen, number> = { upcoming: 12, past: 6 };

export const eventListKeys = { list: (when: EventsWhen) => ['events', 'list', when] as const };

export function eventsQueryOptions(when: EventsWhen) {
  return infiniteQueryOptions({
    queryKey: eventListKeys.list(when),
    ...offsetPageRequests<PublicEventList>('/events', { when }, EVENTS_PAGE_SIZE[when]),
  });
}

export function useEvents(when: EventsWhen) {
  return useInfiniteQuery(eventsQueryOptions(when));
}
