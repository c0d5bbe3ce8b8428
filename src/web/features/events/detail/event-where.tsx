// Where an event is: the address with a maps search, or Online with the link to join.
import { ExternalLink, MapPin, MonitorPlay } from 'lucide-react';
import { eventAddressLine } from '@shared/event-place';
import type { PublicEvent } from '@shared/schemas/event';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { mapsSearchHref } from '@web/lib/contact-links';
import { EventPanel } from './event-panel';

const linkClass =
  'rounded-sm font-semibold text-espresso underline underline-offset-4 outline-none hover:text-gold-ink focus-visible:ring-2 focus-visible:ring-ring';

export function EventWhere({ event }: { event: PublicEvent }) {
  if (event.attendanceMode === 'online') {
    return (
      <EventPanel id="event-where" title="Where" icon={MonitorPlay}>
        <p className="font-semibold text-espresso">Online</p>
        {event.onlineUrl && (
          <Button asChild variant="outline" className="w-full sm:w-fit">
            <NewTabLink href={event.onlineUrl}>
              <ExternalLink aria-hidden="true" />
              Join online
            </NewTabLink>
          </Button>
        )}
        {event.onlineUrl && <p className="break-all text-sm text-muted-foreground">{event.onlineUrl}</p>}
      </EventPanel>
    );
  }
  const address = eventAddressLine(event);
  return (
    <EventPanel id="event-where" title="Where" icon={MapPin}>
      {address ? (
        <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer" className={`${linkClass} break-words`}>
          {address}
          <span className="sr-only"> (opens a map in a new tab)</span>
        </a>
      ) : (
        <p className="text-muted-foreground">The organizer will share the place soon.</p>
      )}
    </EventPanel>
  );
}
