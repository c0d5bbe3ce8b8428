// The business card of the directory (and of any screen that lists businesses): photos, name, rating,
// type, distance, description, address, hours, founder, services, social links and contact actions.
import { ExternalLink, MapPin, Navigation, UserRound } from 'lucide-react';
import { memo, type Ref } from 'react';
import { Link } from 'react-router';
import { formatMiles } from '@shared/distance';
import type { ListingCard } from '@shared/schemas/listing';
import { Badge } from '@web/components/ui/badge';
import { BadgeList } from '@web/components/badge-list';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { ContactActions, ReviewActions, SocialLinks } from './card-actions';
import { CardHours } from './card-hours';
import { RatingLink } from './rating-link';
import { mapsSearchHref, websiteHref } from '@web/lib/contact-links';
import { servicesPreview } from './card-links';
import { PhotoCarousel, PhotoThumbnail } from './card-photos';
import { useMediaQuery, WIDE_SCREEN } from './use-media-query';
import { VerifiedOwnerBadge } from './verified-owner-badge';

export interface BusinessCardProps {
  listing: ListingCard;
  /** Outline the card, e.g. when its pin is chosen on the map. */
  highlighted?: boolean;
  /** The first card of a list: its photo is what a visitor sees on arrival. */
  priority?: boolean;
  className?: string;
  /** The heading level of the business name in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  ref?: Ref<HTMLElement>;
}

function Services({ text }: { text: string }) {
  const { shown, more } = servicesPreview(text);
  if (!shown.length) return null;
  return (
    <BadgeList items={shown} variant="outline" size="sm" label="Services">
      {more > 0 && (
        <li>
          <Badge variant="secondary">+{more} more</Badge>
        </li>
      )}
    </BadgeList>
  );
}

const NAME_LINK = 'rounded-sm outline-none hover:text-ember hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The name links to the business's website when it has one (a new tab), otherwise to its page here. The
 * card is labelled by the name alone (`nameId`), not by the link's extra words for screen readers.
 */
function BusinessName({ listing, website, nameId }: { listing: Pick<ListingCard, 'id' | 'businessName'>; website: string | null; nameId: string }) {
  const name = <span id={nameId}>{listing.businessName}</span>;
  if (!website) {
    return (
      <Link to={paths.business(listing.id)} className={NAME_LINK}>
        {name}
      </Link>
    );
  }
  return (
    <a href={website} target="_blank" rel="noopener noreferrer" className={NAME_LINK}>
      {name}
      <ExternalLink className="ml-1.5 inline size-4 align-[-0.1em] text-muted-foreground" aria-hidden="true" />
      <span className="sr-only"> (website, opens in a new tab)</span>
    </a>
  );
}

/** Memoised: a results list re-renders on every map move or location change, a card only when its own props do. */
export const BusinessCard = memo(function BusinessCard({
  listing,
  highlighted = false,
  priority = false,
  className,
  headingLevel: Heading = 'h2',
  ref,
}: BusinessCardProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const website = websiteHref(listing.website);
  const address = listing.formattedAddress?.trim() || listing.address.trim();
  const nameId = `business-${listing.id}-name`;

  return (
    <article
      ref={ref}
      aria-labelledby={nameId}
      data-testid="business-card"
      className={cn(
        'flex gap-4 rounded-2xl border bg-card p-4 text-card-foreground shadow-card transition-shadow sm:p-5',
        highlighted && 'ring-2 ring-ember ring-offset-2 ring-offset-background',
        className,
      )}
    >
      {wide && (
        <PhotoCarousel
          name={listing.businessName}
          photos={listing.businessPhotos}
          priority={priority}
          className="aspect-[4/3] w-52 shrink-0 self-start lg:w-56"
        />
      )}

      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <header className="flex gap-3">
          {!wide && <PhotoThumbnail name={listing.businessName} photos={listing.businessPhotos} priority={priority} />}
          <div className="min-w-0 flex-1 space-y-1">
            <Heading className="text-lg leading-snug sm:text-xl">
              <BusinessName listing={listing} website={website} nameId={nameId} />
            </Heading>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Badge>{listing.businessType}</Badge>
              {listing.verifiedOwner && <VerifiedOwnerBadge />}
              {listing.distance !== null && (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-ember">
                  <Navigation className="size-3.5" aria-hidden="true" />
                  {formatMiles(listing.distance)}
                  <span className="sr-only"> away</span>
                </span>
              )}
              <RatingLink listing={listing} />
            </div>
          </div>
        </header>

        {listing.description.trim() && <p className="line-clamp-3 text-[0.95rem] leading-relaxed text-foreground/85">{listing.description}</p>}

        {address && (
          <a
            href={mapsSearchHref(address)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-start gap-2 self-start rounded-md text-sm text-foreground/85 outline-none hover:text-ember hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            <MapPin className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
            <span>
              {address}
              <span className="sr-only"> (open in maps)</span>
            </span>
          </a>
        )}

        <CardHours hours={listing.businessHours} state={listing.state} timeZone={listing.timeZone} />

        {listing.founderName?.trim() && (
          <div className="flex gap-2.5 rounded-xl bg-muted/60 px-3 py-2.5 text-sm">
            <UserRound className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <p className="min-w-0">
              <span className="font-semibold">Founder: {listing.founderName}</span>
              {listing.founderBio?.trim() && <span className="mt-0.5 line-clamp-2 text-muted-foreground sm:line-clamp-3">{listing.founderBio}</span>}
            </p>
          </div>
        )}

        <Services text={listing.servicesOffered} />
        <SocialLinks listing={listing} />
        <div className="flex flex-col gap-2">
          <ContactActions listing={listing} />
          <ReviewActions listing={listing} />
        </div>
      </div>
    </article>
  );
});
