// schema.org Event for an approved community event's page (what search engines show as an event): when
// on the event's own clock with its offset, where (a place or a link), who organizes it and what it costs.
import { zoneOffset, type ScheduleView } from '../event-time';
import { addressParts, eventAddressLine } from '../event-place';
import { absoluteUrl } from '../paths';
import type { PublicEvent } from '../schemas/event';
import { SCHEMA_CONTEXT, type JsonLd } from './structured-data';

export interface EventJsonLdOptions {
  /** The event's page, absolute: the node's @id and url. */
  pageUrl: string;
  /** The site's origin, to make stored photo paths absolute. */
  siteUrl: string;
}

/** The event as schema.org sees it; null while its date is to be announced (an Event needs a start). */
export function eventJsonLd(event: PublicEvent, options: EventJsonLdOptions): JsonLd | null {
  const { schedule } = event;
  if (!schedule) return null;
  const { pageUrl, siteUrl } = options;
  const online = event.attendanceMode === 'online';
  const images = (event.eventPhotos.length ? event.eventPhotos : [event.organizationLogo]).filter((p): p is string => Boolean(p));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    '@id': `${pageUrl}#event`,
    name: event.eventName,
    description: event.cause,
    url: pageUrl,
    ...eventDates(schedule),
    eventStatus: `${SCHEMA_CONTEXT}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA_CONTEXT}/${online ? 'Online' : 'Offline'}EventAttendanceMode`,
    location: online ? virtualLocation(event) : placeOf(event),
    image: images.length ? images.map((p) => absoluteUrl(siteUrl, p)) : undefined,
    organizer: {
      '@type': 'Organization',
      name: event.organizationName,
      url: event.organizerWebsite || undefined,
      email: event.organizerEmail || undefined,
      telephone: event.organizerPhone || undefined,
      logo: event.organizationLogo ? absoluteUrl(siteUrl, event.organizationLogo) : undefined,
    },
    offers: offerOf(event.entryFee, pageUrl),
  };
}

/** startDate and endDate: the wall clock with the zone's offset then ('2026-06-14T18:00:00-04:00'), or dates all day. */
export function eventDates(schedule: ScheduleView): { startDate: string; endDate?: string } {
  if (schedule.allDay || !schedule.startTime) {
    return { startDate: schedule.startDate, endDate: schedule.endDate ?? undefined };
  }
  const startDate = zonedText(schedule.startDate, schedule.startTime, schedule.startsAt, schedule.timeZone);
  const hasEnd = schedule.endsAt && schedule.endDate && schedule.endTime;
  return { startDate, endDate: hasEnd ? zonedText(schedule.endDate!, schedule.endTime!, schedule.endsAt!, schedule.timeZone) : undefined };
}

function zonedText(date: string, time: string, instant: string, zone: string): string {
  const offset = zoneOffset(new Date(instant), zone);
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${time}:00${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function placeOf(event: PublicEvent): JsonLd | undefined {
  const line = eventAddressLine(event);
  if (!line) return undefined;
  return {
    '@type': 'Place',
    name: line,
    address: { '@type': 'PostalAddress', ...addressParts(event.eventAddress ?? line, event.eventState), addressCountry: 'US' },
  };
}

function virtualLocation(event: PublicEvent): JsonLd | undefined {
  return event.onlineUrl ? { '@type': 'VirtualLocation', url: event.onlineUrl } : undefined;
}

/**
 * An Offer only when the fee reads as a price: 'Free' (or $0) is 0, '$15' is 15 dollars; other texts
 * ('Donations welcome', '$10 suggested') say too little for a price and are left to the page.
 */
export function offerOf(entryFee: string | null, pageUrl: string): JsonLd | undefined {
  const text = entryFee?.trim() ?? '';
  let price: number | null = null;
  if (/^free\b/i.test(text)) price = 0;
  else {
    const dollars = /^\$\s?(\d{1,6}(?:\.\d{1,2})?)$/.exec(text) ?? /^(\d{1,6}(?:\.\d{1,2})?)\s*(?:USD|dollars?)$/i.exec(text);
    if (dollars) price = Number(dollars[1]);
  }
  if (price === null) return undefined;
  return { '@type': 'Offer', price, priceCurrency: 'USD', url: pageUrl, availability: `${SCHEMA_CONTEXT}/InStock` };
}
