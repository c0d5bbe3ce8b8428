// An approved community event on Get Involved: photo and topic, when (short, on its own clock), where
// (city and state, or Online), name, organization and tagline; the whole card opens the event's page.
import { CalendarDays, CalendarHeart, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { whenText } from '@shared/event-time';
import { eventPlaceShort } from '@shared/event-place';
import type { PublicEvent } from '@shared/schemas/event';
import { Badge } from '@web/components/ui/badge';
import { SitePhoto } from '@web/components/site-photo';
import { CardSkeleton } from '@web/components/card-skeleton';
import { useImageFailure } from '@web/lib/use-image-failure';
import { paths } from '@shared/paths';

/** An event's picture, or a warm panel with a calendar when there is none or it fails to load. */
export function EventImage({ src, className = '' }: { src: string | null | undefined; className?: string }) {
  const { failed, imageProps } = useImageFailure(src);
  return src && !failed ? (
    <SitePhoto
      src={src}
      alt=""
      width={800}
      height={450}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      {...imageProps}
      className={`size-full object-cover ${className}`}
    />
  ) : (
    <div className={`flex size-full items-center justify-center bg-gradient-to-br from-ember-soft via-gold-soft to-[#f6dfae] ${className}`}>
      <CalendarHeart className="size-10 text-espresso/35" aria-hidden="true" />
    </div>
  );
}

export function EventCard({ event, past = false }: { event: PublicEvent; past?: boolean }) {
  const when = event.schedule ? whenText(event.schedule, 'short') : null;
  return (
    <article
      aria-labelledby={`event-${event.id}-name`}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-card transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        <EventImage src={event.eventPhotos[0] ?? event.organizationLogo} className={past ? 'opacity-80 grayscale-[35%]' : ''} />
        <Badge variant="dark" className="absolute left-3 top-3 max-w-[calc(100%-1.5rem)] truncate">
          {event.mainTopic}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        <p className="flex items-start gap-1.5 text-sm font-semibold text-ember-ink">
          <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {when ? (
            // Day and time on their own lines: a time never breaks in two.
            <span className="flex flex-col">
              <span>{when.date}</span>
              <span className="font-normal text-espresso">
                <span className="sr-only">, </span>
                {when.time}
              </span>
            </span>
          ) : (
            'Date to be announced'
          )}
        </p>
        <h3 id={`event-${event.id}-name`} className="break-words text-lg font-bold leading-snug text-espresso">
          {/* The link covers the card: one tab stop, and a tap anywhere opens the event. */}
          <Link to={paths.eventDetail(event.id)} className="outline-none after:absolute after:inset-0 group-hover:underline">
            {event.eventName}
          </Link>
        </h3>
        <p className="text-sm font-semibold text-foreground">{event.organizationName}</p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{event.tagline}</p>
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {eventPlaceShort(event)}
        </p>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return <CardSkeleton photo="aspect-[16/9]" bars={['h-4 w-3/4', 'h-6 w-full', 'h-4 w-1/2']} />;
}
