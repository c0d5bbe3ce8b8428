// Community events on Get Involved, in the chosen state or all: the upcoming ones, soonest first (those
// whose date is to be announced last), and a look back at past ones, latest first; each list grows with
// Show more. A state with no upcoming event offers all states and the event form.
import { CalendarPlus } from 'lucide-react';
import type { StateCode } from '@shared/reference/states';
import { CARD_GRID, CardGridLoading } from '@web/components/card-grid';
import { paths } from '@shared/paths';
import { useEvents } from '../api/get-events';
import { EventCard, EventCardSkeleton } from './event-card';
import { ButtonLink } from '@web/components/button-link';
import { itemsOf } from '@web/lib/offset-pages';
import { ListSection } from './list-section';
import { LoadMore } from '@web/components/load-more';
import { inState } from './place-filter';

export const UPCOMING_EVENTS_ID = 'events-heading';

export function UpcomingEventsSection({ state, allStatesLink }: { state: StateCode | null; allStatesLink: string }) {
  const upcoming = useEvents('upcoming', state);
  const upcomingEvents = itemsOf(upcoming.data);

  return (
    <ListSection
      id={UPCOMING_EVENTS_ID}
      title="Upcoming Community Events"
      description={`Gatherings, drives and causes organized by our neighbors${inState(state)}. Times are local to each event.`}
    >
      {upcoming.isPending ? (
        <CardGridLoading label="Loading events..." skeleton={EventCardSkeleton} />
      ) : upcomingEvents.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed bg-card px-5 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            {upcoming.isError
              ? 'We could not load the events right now. Please try again later.'
              : `No upcoming events${inState(state)} yet. Organizing one? Tell the community.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {state && !upcoming.isError && (
              <ButtonLink variant="outline" to={allStatesLink} preventScrollReset>
                See all states
              </ButtonLink>
            )}
            <ButtonLink variant="outline" to={paths.listCommunityEvent}>
              <CalendarPlus aria-hidden="true" />
              List Your Community Event
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <ul className={CARD_GRID} aria-label="Upcoming events">
            {upcomingEvents.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          <LoadMore result={upcoming} aria-label="Show more upcoming events">
            Show more
          </LoadMore>
        </>
      )}
    </ListSection>
  );
}

/** Past events, when there are any (in the chosen state). */
export function PastEventsSection({ state }: { state: StateCode | null }) {
  const past = useEvents('past', state);
  const pastEvents = itemsOf(past.data);
  if (pastEvents.length === 0) return null;
  return (
    <ListSection id="past-events-heading" title="Past events">
      <ul className={CARD_GRID} aria-label="Past events">
        {pastEvents.map((event) => (
          <li key={event.id} className="flex">
            <EventCard event={event} past />
          </li>
        ))}
      </ul>
      <LoadMore result={past} aria-label="Show more past events">
        Show more
      </LoadMore>
    </ListSection>
  );
}
