// When an event is, on its own clock, and on the visitor's when theirs reads differently (known only in the
// browser, so shown after hydration); a note once it has ended; otherwise the ways to put it in a calendar.
import { CalendarDays, CalendarPlus, Clock, Download, History } from 'lucide-react';
import { isEventOver, readsDifferentlyIn, scheduleInZone, whenLine, whenText, type ScheduleView } from '@shared/event-time';
import { timeZoneLabel } from '@shared/reference/time-zones';
import type { PublicEvent } from '@shared/schemas/event';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';
import { absoluteUrl, paths } from '@shared/paths';
import { eventCalendarFileUrl } from '../api/get-event';
import { calendarLinks } from '../lib/calendar-links';
import { DATE_TO_BE_ANNOUNCED } from '../lib/event-head';
import { eventLocationText } from '@shared/event-place';
import { EventPanel } from './event-panel';

/** The visitor's own zone, once the page runs in their browser. */
function useVisitorZone(): string | null {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function EventWhen({ event }: { event: PublicEvent }) {
  const { schedule } = event;
  const zone = useVisitorZone();
  if (!schedule) {
    return (
      <EventPanel id="event-when" title="When" icon={CalendarDays}>
        <p className="font-semibold text-espresso">{DATE_TO_BE_ANNOUNCED}</p>
        <p className="text-sm text-muted-foreground">The organizer will share the date soon. Check back here.</p>
      </EventPanel>
    );
  }
  const { date, time } = whenText(schedule);
  const yours = zone && readsDifferentlyIn(schedule, zone) ? whenLine(scheduleInZone(schedule, zone)) : null;
  const ended = isEventOver(schedule, new Date());

  return (
    <EventPanel id="event-when" title="When" icon={CalendarDays}>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-espresso" data-testid="event-date">
          {date}
        </p>
        <p className="flex items-center gap-1.5 text-espresso">
          <Clock className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
          <span data-testid="event-time">{time}</span>
        </p>
        {!schedule.allDay && <p className="text-sm text-muted-foreground">{timeZoneLabel(schedule.timeZone)}</p>}
        {yours && <p className="mt-1 rounded-lg bg-muted px-3 py-2 text-sm text-foreground">Your time: {yours}</p>}
      </div>
      {ended ? (
        <p role="note" className="flex items-center gap-2 rounded-lg bg-ember-soft px-3 py-2 text-sm font-semibold text-ember-ink">
          <History className="size-4 shrink-0" aria-hidden="true" />
          This event has ended
        </p>
      ) : (
        <AddToCalendar event={event} schedule={schedule} />
      )}
    </EventPanel>
  );
}

function AddToCalendar({ event, schedule }: { event: PublicEvent; schedule: ScheduleView }) {
  // The page's own address goes in the entry's notes; the server cannot know how the visitor reached it,
  // so it joins once the page runs in the browser (the first render matches the server's).
  const hydrated = useHydrated();
  const pageUrl = hydrated ? absoluteUrl(window.location.origin, paths.eventDetail(event.id)) : null;
  const online = event.attendanceMode === 'online' && event.onlineUrl ? `Join online: ${event.onlineUrl}` : '';
  const details = [event.tagline, `Organized by ${event.organizationName}.`, online, pageUrl ? `Details: ${pageUrl}` : ''].filter(Boolean).join('\n\n');
  const links = calendarLinks({ title: event.eventName, schedule, details, location: eventLocationText(event) });

  return (
    <div role="group" aria-labelledby="add-to-calendar" className="flex flex-col gap-3 border-t pt-4">
      <h3 id="add-to-calendar" className="flex items-center gap-2 text-base font-bold text-espresso">
        <CalendarPlus className="size-4 text-gold-dark" aria-hidden="true" />
        Add to calendar
      </h3>
      <Button asChild>
        <a href={eventCalendarFileUrl(event.id)} download>
          <Download aria-hidden="true" />
          Download .ics file
        </a>
      </Button>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2">
        <Button asChild variant="outline">
          <NewTabLink href={links.google}>Google Calendar</NewTabLink>
        </Button>
        <Button asChild variant="outline">
          <NewTabLink href={links.outlook}>Outlook</NewTabLink>
        </Button>
      </div>
    </div>
  );
}
