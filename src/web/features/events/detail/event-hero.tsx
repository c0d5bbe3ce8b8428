// The top of an event's page: its first photo (when it has one), topic, name, organization with its logo
// and the tagline.
import type { PublicEvent } from '@shared/schemas/event';
import { HeroSitePhoto, SitePhoto } from '@web/components/site-photo';
import { Badge } from '@web/components/ui/badge';
import { useImageFailure } from '@web/lib/use-image-failure';

function OrganizationLogo({ src }: { src: string | null }) {
  const { failed, imageProps } = useImageFailure(src);
  if (!src || failed) return null;
  return <SitePhoto src={src} alt="" width={48} height={48} thumbnail {...imageProps} className="size-12 shrink-0 rounded-full border bg-card object-cover" />;
}

function HeroPhoto({ src }: { src: string }) {
  const { failed, imageProps } = useImageFailure(src);
  if (failed) return null;
  return (
    <div className="aspect-[16/9] overflow-hidden rounded-3xl border bg-muted shadow-card lg:aspect-[3/1]">
      <HeroSitePhoto src={src} alt="" {...imageProps} />
    </div>
  );
}

export function EventHero({ event }: { event: PublicEvent }) {
  const photo = event.eventPhotos[0];
  return (
    <header className="flex flex-col gap-5">
      {photo && <HeroPhoto src={photo} />}
      <div className="flex flex-col gap-3">
        <Badge variant="dark">{event.mainTopic}</Badge>
        <h1 id="event-name" className="break-words text-3xl text-espresso sm:text-5xl">
          {event.eventName}
        </h1>
        <p className="text-lg font-semibold text-ember-ink">{event.tagline}</p>
        <div className="flex items-center gap-3">
          <OrganizationLogo src={event.organizationLogo} />
          <p className="text-sm text-muted-foreground">
            Organized by <span className="font-semibold text-foreground">{event.organizationName}</span>
          </p>
        </div>
      </div>
    </header>
  );
}
