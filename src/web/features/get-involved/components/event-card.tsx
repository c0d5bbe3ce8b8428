// An approved community event on Get Involved: its photo, topic, name, tagline, organization and place;
// 'View Details' opens everything the organizer wrote.
import { CalendarHeart, MapPin, Ticket } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/event';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { SitePhoto } from '@web/components/site-photo';
import { useImageFailure } from '@web/lib/use-image-failure';

/** An event's picture, or a warm panel with a calendar when there is none or it fails to load. */
export function EventImage({ src, className = '' }: { src: string | null | undefined; className?: string }) {
  const { failed, imageProps } = useImageFailure(src);
  return src && !failed ? (
    <SitePhoto
      src={src}
      alt=""
      width={800}
      height={600}
      sizes="(min-width: 768px) 50vw, 100vw"
      {...imageProps}
      className={`size-full object-cover ${className}`}
    />
  ) : (
    <div className={`flex size-full items-center justify-center bg-gradient-to-br from-ember-soft via-gold-soft to-[#f6dfae] ${className}`}>
      <CalendarHeart className="size-12 text-espresso/35" aria-hidden="true" />
    </div>
  );
}

export function EventCard({ event, onOpen }: { event: PublicEvent; onOpen: () => void }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-card">
      <div className="relative aspect-[4/3] bg-muted">
        <EventImage src={event.eventPhotos[0] ?? event.organizationLogo} />
        <Badge variant="dark" className="absolute left-3 top-3">
          {event.mainTopic}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="break-words text-lg font-bold leading-snug text-espresso">{event.eventName}</h3>
        <p className="text-sm font-semibold text-ember">{event.tagline}</p>
        <div className="flex items-center gap-2.5 text-sm">
          {event.organizationLogo && <img src={event.organizationLogo} alt="" className="size-8 shrink-0 rounded-full border object-cover" loading="lazy" />}
          <span className="font-semibold text-foreground">{event.organizationName}</span>
        </div>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {event.eventAddress}
        </p>
        {event.entryFee && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Ticket className="size-4 shrink-0" aria-hidden="true" />
            Entry: {event.entryFee}
          </p>
        )}
        <div className="mt-auto pt-2">
          <Button variant="outline" className="w-full" onClick={onOpen} aria-label={`View details of ${event.eventName}`}>
            View Details
          </Button>
        </div>
      </div>
    </article>
  );
}
