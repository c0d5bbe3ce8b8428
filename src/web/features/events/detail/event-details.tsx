// The rest of an event's page: the cause and the organizer's article, more photos, what it costs or pays,
// and how to reach the organizer (only what they chose to make public).
import { AtSign, Banknote, Globe, HandHeart, Images, Info, Phone, Ticket, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicEvent } from '@shared/schemas/event';
import { ContactLine, lineLinkClass } from '@web/components/contact-line';
import { cn } from '@web/lib/utils';
import { NewTabLink } from '@web/components/new-tab-link';
import { SitePhoto } from '@web/components/site-photo';
import { mailtoHref, telHref, websiteHref, websiteLabel } from '@web/lib/contact-links';
import { useImageFailure } from '@web/lib/use-image-failure';
import { EventPanel } from './event-panel';

const linkClass = cn('min-w-0 break-words', lineLinkClass);

export function EventStory({ event }: { event: PublicEvent }) {
  return (
    <EventPanel id="event-cause" title="The cause" icon={HandHeart}>
      <p className="whitespace-pre-line break-words text-espresso/90">{event.cause}</p>
      {event.article && (
        <div className="flex flex-col gap-2 border-t pt-4">
          <h3 className="text-base font-bold text-espresso">About the issue</h3>
          <p className="whitespace-pre-line break-words leading-relaxed text-espresso/90">{event.article}</p>
        </div>
      )}
    </EventPanel>
  );
}

function GalleryPhoto({ src, index }: { src: string; index: number }) {
  const { failed, imageProps } = useImageFailure(src);
  if (failed) return null;
  return (
    <li className="aspect-[4/3] overflow-hidden rounded-xl border bg-muted">
      <SitePhoto
        src={src}
        alt={`Event photo ${index + 1}`}
        width={400}
        height={300}
        sizes="(min-width: 1024px) 20rem, 50vw"
        {...imageProps}
        className="size-full object-cover"
      />
    </li>
  );
}

/** The photos after the first (which leads the page); none when there is no other. */
export function EventPhotos({ event }: { event: PublicEvent }) {
  const more = event.eventPhotos.slice(1);
  if (!more.length) return null;
  return (
    <EventPanel id="event-photos" title="Photos" icon={Images}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {more.map((photo, i) => (
          <GalleryPhoto key={photo} src={photo} index={i + 1} />
        ))}
      </ul>
    </EventPanel>
  );
}

export function EventGoodToKnow({ event }: { event: PublicEvent }) {
  if (!event.entryFee && !event.offeringPay) return null;
  return (
    <EventPanel id="event-good-to-know" title="Good to know" icon={Info}>
      <dl className="grid gap-2 text-sm">
        {event.entryFee && (
          <div className="flex items-start gap-2">
            <dt className="flex shrink-0 items-center gap-2 font-semibold">
              <Ticket className="size-4 text-gold-dark" aria-hidden="true" />
              Entry fee:
            </dt>
            <dd className="break-words">{event.entryFee}</dd>
          </div>
        )}
        {event.offeringPay && (
          <div className="flex items-start gap-2">
            <dt className="flex shrink-0 items-center gap-2 font-semibold">
              <Banknote className="size-4 text-gold-dark" aria-hidden="true" />
              Pay:
            </dt>
            <dd className="break-words">{event.offeringPay}</dd>
          </div>
        )}
      </dl>
    </EventPanel>
  );
}

export function EventOrganizer({ event }: { event: PublicEvent }) {
  const mail = mailtoHref(event.organizerEmail);
  const call = telHref(event.organizerPhone);
  const website = websiteHref(event.organizerWebsite);
  if (!mail && !call && !website) return null;
  return (
    <EventPanel id="event-organizer" title="Contact the organizer" icon={Phone}>
      <p className="text-sm text-muted-foreground">{event.organizationName}</p>
      <ul className="flex flex-col gap-2 text-sm">
        {call && <OrganizerLine icon={Phone} href={call} text={event.organizerPhone} />}
        {mail && <OrganizerLine icon={AtSign} href={mail} text={event.organizerEmail} />}
        {website && <OrganizerLine icon={Globe} href={website} text={websiteLabel(event.organizerWebsite)} newTab />}
      </ul>
    </EventPanel>
  );
}

/** One way to reach the organizer, as a link; the website opens in a new tab. */
function OrganizerLine({ icon, href, text, newTab = false }: { icon: LucideIcon; href: string; text: ReactNode; newTab?: boolean }) {
  const Link = newTab ? NewTabLink : 'a';
  return (
    <ContactLine icon={icon}>
      <Link href={href} className={linkClass}>
        {text}
      </Link>
    </ContactLine>
  );
}
