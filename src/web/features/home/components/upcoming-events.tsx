// The next few community events, soonest first: the day, the name (opening the event's page), who holds
// it and where. Hidden while none is coming up.
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { dateRangeText } from '@shared/event-time';
import { eventPlaceShort } from '@shared/event-place';
import { paths } from '@shared/paths';
import type { PublicEvent } from '@shared/schemas/event';
import { IconTile } from '@web/components/icon-tile';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { HomeSection, SeeAll } from './home-section';

export function UpcomingEvents() {
  const { data } = useUpcomingEvents();
  const items = data?.items ?? [];
  if (!items.length) return null;
  return (
    <HomeSection id="home-events-heading" title="Upcoming events" action={<SeeAll to={paths.getInvolved}>All events</SeeAll>}>
      <ul className="flex flex-col gap-3">
        {items.map((event) => (
          <li key={event.id}>
            <EventRow event={event} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The day or days only: the event's page has the times, on the event's own clock. */
function EventRow({ event }: { event: PublicEvent }) {
  const schedule = event.schedule;
  const when = schedule ? dateRangeText(schedule.startDate, schedule.endDate ?? schedule.startDate, 'short') : 'Date to be announced';
  return (
    <article className="group relative flex gap-3 rounded-2xl border bg-card p-4 shadow-card transition-[border-color,box-shadow] focus-within:ring-2 focus-within:ring-ring hover:border-gold-dark hover:shadow-lift">
      <IconTile icon={CalendarDays} tone="ember" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-semibold text-ember-ink">{when}</p>
        <h3 className="line-clamp-2 break-words font-sans text-base font-bold leading-snug tracking-normal text-espresso">
          <Link to={paths.eventDetail(event.id)} className="outline-none after:absolute after:inset-0 group-hover:text-ember-ink">
            {event.eventName}
          </Link>
        </h3>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span className="truncate">{event.organizationName}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            {eventPlaceShort(event)}
          </span>
        </p>
      </div>
    </article>
  );
}
