// The New Businesses card: New (or Featured) badge, type, photo, name, rating, description, first part of
// the address, phone, website, up to 3 tags and '+N', founder and bio, Call and 'View More'.
import { ArrowRight, CalendarDays, Globe, MapPin, Navigation, Phone, Star } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatMiles } from '@shared/distance';
import type { ListingCard } from '@shared/schemas/listing';
import { ContactButton, OwnershipBadges, PhotoPlaceholder, RatingLink, VerifiedOwnerBadge, ViewMoreButton } from '@web/components/business-card';
import { telHref, websiteHref, websiteLabel } from '@web/lib/contact-links';
import { ContactLine, lineLinkClass } from '@web/components/contact-line';
import { cn } from '@web/lib/utils';
import { NewTabLink } from '@web/components/new-tab-link';
import { SitePhoto } from '@web/components/site-photo';
import { splitList } from '@shared/reference/listings';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { CardSkeleton } from '@web/components/card-skeleton';
import { paths } from '@shared/paths';
import { useImageFailure } from '@web/lib/use-image-failure';
import { firstAddressPart, isNewBusiness, useFoundedLabel } from '../lib/listing-text';
import { InitialsAvatar } from '@web/components/initials-avatar';

const MAX_TAGS = 3;

function CardPhoto({ listing, priority }: { listing: ListingCard; priority: boolean }) {
  const src = listing.businessPhotos[0];
  const { failed, imageProps } = useImageFailure(src);
  if (!src || failed) return <PhotoPlaceholder name={listing.businessName} broken={failed} />;
  return (
    <SitePhoto
      src={src}
      alt={`Photo of ${listing.businessName}`}
      width={640}
      height={360}
      sizes="(min-width: 1280px) 36rem, (min-width: 768px) 50vw, 100vw"
      priority={priority}
      {...imageProps}
      className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
}

/** Memoised: the list re-renders when the visitor's location or the filters change, a card only when its listing does. */
interface NewBusinessCardProps {
  listing: ListingCard;
  featured?: boolean;
  /** The first card: its photo is what a visitor sees on arrival. */
  priority?: boolean;
}

export const NewBusinessCard = memo(function NewBusinessCard({ listing, featured = false, priority = false }: NewBusinessCardProps) {
  const founded = useFoundedLabel(listing);
  const headingId = `new-business-${listing.id}`;
  const tags = splitList(listing.keywords);
  const street = firstAddressPart(listing.address);
  const phone = listing.phoneNumber.trim();
  const call = telHref(phone);
  const website = websiteHref(listing.website);
  const fresh = isNewBusiness(listing);

  return (
    <article
      aria-labelledby={headingId}
      data-listing-id={listing.id}
      data-testid="new-business-card"
      className="group flex flex-col overflow-hidden rounded-2xl border bg-card shadow-card transition-shadow hover:shadow-lift"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted md:aspect-[2/1] xl:aspect-[2.2/1]">
        <CardPhoto listing={listing} priority={priority} />
        <div className="absolute left-3 top-3 flex gap-2">
          {featured ? (
            <Badge variant="dark" className="shadow-sm">
              <Star className="fill-gold text-gold" aria-hidden="true" />
              Featured
            </Badge>
          ) : (
            fresh && (
              <Badge variant="dark" className="shadow-sm">
                New
              </Badge>
            )
          )}
        </div>
        {listing.distance !== null && (
          <span
            className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded-full bg-card/95 px-2.5 py-1 text-xs font-bold text-ember shadow-sm"
            data-testid="distance"
          >
            <Navigation className="size-3.5" aria-hidden="true" />
            {formatMiles(listing.distance)}
            <span className="sr-only"> away</span>
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="default" className="max-w-full whitespace-normal [overflow-wrap:anywhere]">
              {listing.businessType}
            </Badge>
            {listing.verifiedOwner && <VerifiedOwnerBadge />}
          </div>
          <h2 id={headingId} className="text-xl leading-snug">
            <Link
              to={paths.business(listing.id)}
              className="rounded-sm outline-none hover:text-ember hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {listing.businessName}
            </Link>
          </h2>
          <RatingLink listing={listing} />
          <OwnershipBadges attributes={listing.attributes} level="short" />
        </div>

        {listing.description.trim() && <p className="line-clamp-3 text-[0.95rem] leading-relaxed text-foreground/85">{listing.description}</p>}

        <ul className="flex flex-col gap-1.5 text-sm text-foreground/85">
          {street && (
            <ContactLine icon={MapPin} wraps>
              <span className="min-w-0 break-words">{street}</span>
            </ContactLine>
          )}
          {phone && (
            <ContactLine wraps icon={Phone}>
              <span>{phone}</span>
            </ContactLine>
          )}
          {website && (
            <ContactLine wraps icon={Globe}>
              <NewTabLink href={website} data-insight="website" className={cn('min-w-0 truncate text-gold-ink', lineLinkClass)}>
                {websiteLabel(listing.website)}
              </NewTabLink>
            </ContactLine>
          )}
          <ContactLine wraps icon={CalendarDays}>
            <span>Founded {founded}</span>
          </ContactLine>
        </ul>

        {tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-medium">
                  {tag}
                </Badge>
              </li>
            ))}
            {tags.length > MAX_TAGS && (
              <li>
                <Badge variant="secondary" aria-label={`${tags.length - MAX_TAGS} more tags`}>
                  +{tags.length - MAX_TAGS}
                </Badge>
              </li>
            )}
          </ul>
        )}

        {listing.founderName?.trim() && (
          <div className="flex gap-3 rounded-xl bg-muted/60 p-3">
            <InitialsAvatar name={listing.founderName} size="md" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold">Founder: {listing.founderName}</p>
              {listing.founderBio?.trim() && <p className="line-clamp-2 text-muted-foreground">{listing.founderBio}</p>}
            </div>
          </div>
        )}

        {/* Side by side, or one above the other on the narrowest phones. */}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {call && (
            <ContactButton href={call} icon={Phone} label={`Call ${listing.businessName}`} insight="call" variant="outline" className="grow basis-28">
              Call
            </ContactButton>
          )}
          <ViewMoreButton listing={listing} icon={ArrowRight} className="grow basis-28" />
        </div>
      </div>
    </article>
  );
});

export function NewBusinessCardSkeleton() {
  return (
    <CardSkeleton photo="aspect-[16/9] md:aspect-[2/1] xl:aspect-[2.2/1]" bars={['h-5 w-32 rounded-full', 'h-6 w-3/4', 'h-4 w-full', 'h-4 w-2/3']}>
      <div className="mt-2 flex gap-2">
        <Skeleton className="h-10 flex-1 rounded-xl" />
        <Skeleton className="h-10 flex-1 rounded-xl" />
      </div>
    </CardSkeleton>
  );
}
