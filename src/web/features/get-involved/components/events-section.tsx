// Community events on Get Involved: the upcoming ones, soonest first (those whose date is to be announced
// last), then a look back at past ones, latest first; each list grows with Show more.
import { CalendarPlus } from 'lucide-react';
import { CARD_GRID, CardGridLoading } from '@web/components/card-grid';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';
import { useEvents } from '../api/get-events';
import { EventCard, EventCardSkeleton } from './event-card';
import { ButtonLink } from '@web/components/button-link';
import { itemsOf } from '@web/lib/offset-pages';

function ShowMore({ result, label }: { result: ReturnType<typeof useEvents>; label: string }) {
  if (!result.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" size="lg" onClick={() => void result.fetchNextPage()} disabled={result.isFetchingNextPage} aria-label={`Show more ${label}`}>
        {result.isFetchingNextPage ? 'Loading...' : 'Show more'}
      </Button>
    </div>
  );
}

export function EventsSection() {
  const upcoming = useEvents('upcoming');
  const past = useEvents('past');
  const upcomingEvents = itemsOf(upcoming.data);
  const pastEvents = itemsOf(past.data);

  return (
    <>
      <section aria-labelledby="events-heading" className="flex flex-col gap-6">
        <div className="space-y-1">
          <h2 id="events-heading" className="text-2xl md:text-3xl">
            Upcoming Community Events
          </h2>
          <p className="text-muted-foreground">Gatherings, drives and causes organized by our neighbors. Times are local to each event.</p>
        </div>
        {upcoming.isPending ? (
          <CardGridLoading label="Loading events..." skeleton={EventCardSkeleton} />
        ) : upcomingEvents.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed bg-card px-5 py-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted-foreground">
              {upcoming.isError
                ? 'We could not load the events right now. Please try again later.'
                : 'No upcoming events yet. Organizing one? Tell the community.'}
            </p>
            <ButtonLink variant="outline" to={paths.listCommunityEvent}>
              <CalendarPlus aria-hidden="true" />
              List Your Community Event
            </ButtonLink>
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
            <ShowMore result={upcoming} label="upcoming events" />
          </>
        )}
      </section>
      {pastEvents.length > 0 && (
        <section aria-labelledby="past-events-heading" className="flex flex-col gap-6">
          <h2 id="past-events-heading" className="text-2xl md:text-3xl">
            Past events
          </h2>
          <ul className={CARD_GRID} aria-label="Past events">
            {pastEvents.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} past />
              </li>
            ))}
          </ul>
          <ShowMore result={past} label="past events" />
        </section>
      )}
    </>
  );
}
