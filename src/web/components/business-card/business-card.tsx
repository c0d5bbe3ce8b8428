// The business card of the directory (and of any screen that lists businesses): photos, name, rating,
// type, distance, description, address, hours, founder, services, social links and contact actions.
// Wide screens show it all. Phones show a compact card: a thumbnail beside the name, the description in two
// lines, the hours, Call and Directions, and 'More' for the rest; the whole card opens the business's page.
// CSS alone tells the two apart, so the server's page is right at any width before the script runs.
import { ExternalLink, Navigation, UserRound } from 'lucide-react';
import { memo, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { formatMiles } from '@shared/distance';
import type { ListingCard } from '@shared/schemas/listing';
import { Badge } from '@web/components/ui/badge';
import { BadgeList } from '@web/components/badge-list';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { AddressLink, ContactActions, ReviewActions, SocialLinks } from './card-actions';
import { CardLink, QuickActions } from './card-compact';
import { CardHours } from './card-hours';
import { RatingLink } from './rating-link';
import { websiteHref } from '@web/lib/contact-links';
import { servicesPreview } from './card-links';
import { PhotoCarousel, PhotoThumbnail } from './card-photos';
import { VerifiedOwnerBadge } from './verified-owner-badge';
import { OwnershipBadges } from './ownership-badges';
import { OwnerConfirmed } from './owner-confirmed';
import { SaveButton } from '@web/components/save-button';

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

/** At least 24 px tall: the name sits on the card's own link, and a smaller target beside another is hard to tap. */
const NAME_LINK = 'inline-block min-h-6 rounded-sm outline-none hover:text-ember hover:underline focus-visible:ring-2 focus-visible:ring-ring';

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
    <a href={website} data-insight="website" target="_blank" rel="noopener noreferrer" className={NAME_LINK}>
      {name}
      <ExternalLink className="ml-1.5 inline size-4 align-[-0.1em] text-muted-foreground" aria-hidden="true" />
      <span className="sr-only"> (website, opens in a new tab)</span>
    </a>
  );
}

/** Badges in the card wrap their words rather than run past its edge (a long business type or service). */
const FIT_BADGES = '[&_[data-slot=badge]]:max-w-full [&_[data-slot=badge]]:whitespace-normal [&_[data-slot=badge]]:[overflow-wrap:anywhere]';

/** On phones the whole card is a link (CardLink): the card's own links and buttons sit above it. */
const ABOVE_CARD_LINK = '[&_a]:relative [&_a]:z-10 [&_button]:relative [&_button]:z-10';

/** Memoised: a results list re-renders on every map move or location change, a card only when its own props do. */
export const BusinessCard = memo(function BusinessCard({
  listing,
  highlighted = false,
  priority = false,
  className,
  headingLevel: Heading = 'h2',
  ref,
}: BusinessCardProps) {
  const [more, setMore] = useState(false);
  const website = websiteHref(listing.website);
  const address = listing.formattedAddress?.trim() || listing.address.trim();
  const nameId = `business-${listing.id}-name`;
  const moreId = `business-${listing.id}-more`;

  return (
    <article
      ref={ref}
      aria-labelledby={nameId}
      data-listing-id={listing.id}
      data-testid="business-card"
      data-slot="card"
      className={cn(
        'relative flex gap-4 rounded-2xl border bg-card p-3 text-card-foreground shadow-card transition-shadow sm:p-4 md:p-5',
        highlighted && 'ring-2 ring-ember ring-offset-2 ring-offset-background',
        className,
      )}
    >
      <PhotoCarousel
        name={listing.businessName}
        photos={listing.businessPhotos}
        priority={priority}
        className="hidden aspect-[4/3] w-52 shrink-0 self-start md:block lg:w-56"
      />

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5 sm:gap-2 md:gap-3', FIT_BADGES, ABOVE_CARD_LINK)}>
        <header className="flex gap-3">
          <PhotoThumbnail name={listing.businessName} photos={listing.businessPhotos} priority={priority} className="size-12 sm:size-16 md:hidden" />
          <div className="min-w-0 flex-1 space-y-1">
            <Heading className="text-base leading-snug [overflow-wrap:anywhere] sm:text-lg md:text-xl">
              <BusinessName listing={listing} website={website} nameId={nameId} />
            </Heading>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 md:gap-x-3">
              <Badge>{listing.businessType}</Badge>
              {listing.verifiedOwner && <VerifiedOwnerBadge />}
              {listing.distance !== null && (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-ember">
                  <Navigation className="size-3.5" aria-hidden="true" />
                  {formatMiles(listing.distance)}
                  <span className="sr-only"> away</span>
                </span>
              )}
              <RatingLink listing={listing} className="hidden md:inline-flex" />
              {/* Wide screens: the compact phone card stays as short as it was; phones see ownership on the business's page. */}
              <OwnershipBadges attributes={listing.attributes} level="short" className="max-md:hidden" />
            </div>
          </div>
          <SaveButton listing={listing} className="self-start" />
        </header>

        {listing.description.trim() && (
          <p
            className={cn(
              'text-sm leading-5 text-foreground/85 max-md:order-1 md:line-clamp-3 md:text-[0.95rem] md:leading-relaxed',
              more ? 'line-clamp-3' : 'line-clamp-2',
            )}
          >
            {listing.description}
          </p>
        )}

        {address && <AddressLink address={address} className="hidden md:inline-flex" />}

        {/* Phones: the rating and the hours share a line under the name, above the description (no link or
            button lies between them, so the order of focus still follows the eye); wide screens: the hours. */}
        <div className="flex flex-wrap items-center gap-x-3 md:block">
          <RatingLink listing={listing} compact className="min-h-7 md:hidden" />
          <CardHours hours={listing.businessHours} state={listing.state} timeZone={listing.timeZone} className="contents md:block" />
        </div>

        <QuickActions
          listing={listing}
          address={address}
          moreId={moreId}
          expanded={more}
          onToggle={() => setMore((open) => !open)}
          className="max-md:order-1"
        />

        {/* On phones shown by 'More'; always on wide screens. */}
        <div id={moreId} className={cn('flex-col gap-3 max-md:order-1 max-md:pt-1', more ? 'flex' : 'hidden md:flex')}>
          {address && <AddressLink address={address} className="md:hidden" />}

          {listing.founderName?.trim() && (
            <div className="flex gap-2.5 rounded-xl bg-muted/60 px-3 py-2.5 text-sm">
              <UserRound className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
              <p className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">Founder: {listing.founderName}</span>
                {listing.founderBio?.trim() && <span className="mt-0.5 line-clamp-2 text-muted-foreground sm:line-clamp-3">{listing.founderBio}</span>}
              </p>
            </div>
          )}

          <Services text={listing.servicesOffered} />
          <SocialLinks listing={listing} />
          <OwnerConfirmed confirmedAt={listing.ownerConfirmedAt} />
          <div className="flex flex-col gap-2">
            <ContactActions listing={listing} />
            <ReviewActions listing={listing} />
          </div>
        </div>
      </div>

      <CardLink listing={listing} />
    </article>
  );
});
