// The head of an approved event's page (/events/:id): title, a description saying when and where, its
// first photo (or the organization's logo) for previews, and its schema.org Event.
import type { PageHead } from '@shared/page-render';
import { whenLine } from '@shared/event-time';
import { eventPlaceShort } from '@shared/event-place';
import type { PublicEvent } from '@shared/schemas/event';
import { eventJsonLd } from '@shared/seo/event-json-ld';
import type { PageContext } from '@web/app/page-handle';
import { descriptionOf, titleOf } from '@web/lib/page-head';
import { absoluteUrl, paths } from '@shared/paths';

export const EVENT_NOT_FOUND = 'Event Not Found';
export const DATE_TO_BE_ANNOUNCED = 'Date to be announced';

/** The page for an id no approved event has. */
export const EVENT_NOT_FOUND_HEAD = { status: 404, noindex: true, title: titleOf(EVENT_NOT_FOUND) };

/** 'Saturday, June 14, 2026 · 6:00 PM – 8:00 PM EDT', or that the date is to be announced. */
export function eventWhenLine(event: Pick<PublicEvent, 'schedule'>, style: 'long' | 'short' = 'long'): string {
  return event.schedule ? whenLine(event.schedule, style) : DATE_TO_BE_ANNOUNCED;
}

const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function eventHead(event: PublicEvent, context: Pick<PageContext, 'siteUrl'>): Partial<PageHead> {
  const pageUrl = absoluteUrl(context.siteUrl, paths.eventDetail(event.id));
  const jsonLd = eventJsonLd(event, { pageUrl, siteUrl: context.siteUrl });
  return {
    title: titleOf(event.eventName),
    description: descriptionOf(`${eventWhenLine(event)}, ${eventPlaceShort(event)}. ${sentence(event.tagline)} ${event.cause}`),
    image: event.eventPhotos[0] ?? event.organizationLogo ?? null,
    jsonLd: jsonLd ? [jsonLd] : undefined,
  };
}
