// The card's ways to reach a business: social profiles, its address as a maps search (and Directions),
// Call, Email, its page here (View More; the name links to its website), and the review links.
import { AtSign, ChevronRight, Mail, MapPin, MessageSquareText, Navigation, Phone, Star, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { TapKind } from '@shared/insights';
import { socialProfileUrl } from '@shared/reference';
import type { ListingCard } from '@shared/schemas/listing';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { mailtoHref, mapsSearchHref, telHref } from '@web/lib/contact-links';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

type ButtonLook = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>;

/** The address, linking to a maps search in a new tab. */
export function AddressLink({ address, className }: { address: string; className?: string }) {
  return (
    <a
      href={mapsSearchHref(address)}
      data-insight="directions"
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-start gap-2 self-start rounded-md text-sm text-foreground/85 outline-none [overflow-wrap:anywhere] hover:text-ember hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <MapPin className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
      <span>
        {address}
        <span className="sr-only"> (open in maps)</span>
      </span>
    </a>
  );
}

/** Directions: the same maps search as a button, the address said to screen readers only. */
export function DirectionsButton({ address, ...look }: ButtonLook & { address: string }) {
  return (
    <Button asChild {...look}>
      <a href={mapsSearchHref(address)} data-insight="directions" target="_blank" rel="noopener noreferrer">
        <Navigation aria-hidden="true" />
        Directions
        <span className="sr-only"> to {address} (open in maps)</span>
      </a>
    </Button>
  );
}

export function SocialLinks({ listing }: { listing: Pick<ListingCard, 'businessName' | 'socialMediaPlatforms'> }) {
  const profiles = listing.socialMediaPlatforms.filter((s) => s.platform.trim() && s.username.trim());
  if (!profiles.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`${listing.businessName} on social media`}>
      {profiles.map((s) => (
        <li key={`${s.platform}:${s.username}`} className="min-w-0 max-w-full">
          <NewTabLink
            href={socialProfileUrl(s.platform, s.username)}
            data-insight="social"
            className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-input bg-card px-3 text-xs font-semibold text-foreground outline-none transition-colors [overflow-wrap:anywhere] hover:border-gold-dark hover:bg-gold-soft/60 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <AtSign className="size-3.5 text-gold-ink" aria-hidden="true" />
            {s.platform === 'Other' ? s.username.replace(/^https?:\/\//, '').replace(/^@/, '') : s.platform}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

/** A Call or Email button: an icon and a word, with a label that names the business for screen readers. */
export function ContactButton({
  href,
  icon: Icon,
  label,
  insight,
  children,
  ...look
}: ButtonLook & { href: string; icon: LucideIcon; label: string; insight: TapKind; children: ReactNode }) {
  return (
    <Button asChild {...look}>
      <a href={href} aria-label={label} data-insight={insight}>
        <Icon aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

/** View More: the business's page here. */
export function ViewMoreButton({
  listing,
  icon: Icon = ChevronRight,
  ...look
}: ButtonLook & { listing: Pick<ListingCard, 'id' | 'businessName'>; icon?: LucideIcon }) {
  return (
    <ButtonLink {...look} to={paths.business(listing.id)} aria-label={`View More about ${listing.businessName}`}>
      View More
      <Icon aria-hidden="true" />
    </ButtonLink>
  );
}

/** Call, at the card's foot on wide screens and among a phone card's first two actions. */
export function CallButton({ listing, ...look }: ButtonLook & { listing: Pick<ListingCard, 'businessName' | 'phoneNumber'> }) {
  const phone = listing.phoneNumber.trim();
  const call = telHref(phone);
  if (!call) return null;
  return (
    <ContactButton href={call} icon={Phone} label={`Call ${listing.businessName} at ${phone}`} insight="call" size="sm" {...look}>
      Call
    </ContactButton>
  );
}

/**
 * Call, Email and View More. On a phone card Call is among the first actions and the whole card is the way
 * to the business's page, so only Email shows here.
 */
export function ContactActions({ listing }: { listing: Pick<ListingCard, 'id' | 'businessName' | 'phoneNumber' | 'businessEmail'> }) {
  const email = mailtoHref(listing.businessEmail);
  return (
    <div className={cn('flex flex-wrap gap-2', !email && 'hidden md:flex')}>
      <CallButton listing={listing} className="hidden md:inline-flex" />
      {email && (
        <ContactButton href={email} icon={Mail} label={`Email ${listing.businessName}`} insight="email" size="sm" variant="outline">
          Email
        </ContactButton>
      )}
      <ViewMoreButton listing={listing} size="sm" variant="outline" className="hidden md:inline-flex" />
    </div>
  );
}

export function ReviewActions({ listing }: { listing: Pick<ListingCard, 'id' | 'businessName' | 'rating'> }) {
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1">
      <ButtonLink variant="link" size="sm" className="px-0" to={paths.writeReview(listing.id)} aria-label={`Write a Review of ${listing.businessName}`}>
        <Star aria-hidden="true" />
        Write a Review
      </ButtonLink>
      {listing.rating.count > 0 && (
        <ButtonLink variant="link" size="sm" className="px-0" to={paths.reviews(listing.id)} aria-label={`Read Reviews of ${listing.businessName}`}>
          <MessageSquareText aria-hidden="true" />
          Read Reviews
        </ButtonLink>
      )}
    </div>
  );
}
