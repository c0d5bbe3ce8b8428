// GET /api/events?when=upcoming|past[&state=GA]: the approved events Get Involved lists, page by page, in
// the visitor's state when one is chosen. Upcoming ones come soonest first (those without a date last) and
// leave the list when they end; past ones come latest first.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { StateCode } from '@shared/reference/states';
import type { PublicEventList } from '@shared/schemas/event';
import { offsetPageRequests } from '@web/lib/offset-page-query';

export type EventsWhen = 'upcoming' | 'past';

/** Upcoming events fill rows of three; past ones are a shorter look back. */
export const EVENTS_PAGE_SIZE: Record<EventsWhen, number> = { upcoming: 12, past: 6 };

export const eventListKeys = { list: (when: EventsWhen, state: StateCode | null) => ['events', 'list', when, state ?? 'all'] as const };

export function eventsQueryOptions(when: EventsWhen, state: StateCode | null) {
  return infiniteQueryOptions({
    queryKey: eventListKeys.list(when, state),
    // Another state keeps the last list on screen until its own arrives.
    placeholderData: keepPreviousData,
    ...offsetPageRequests<PublicEventList>('/events', { when, state }, EVENTS_PAGE_SIZE[when]),
  });
}

export function useEvents(when: EventsWhen, state: StateCode | null) {
  return useInfiniteQuery(eventsQueryOptions(when, state));
}
