// The card's ways to reach a business: social profiles, Call, Email, its page here (View More; the name
// links to its website), and the review links.
import { AtSign, ChevronRight, Mail, MessageSquareText, Phone, Star, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { socialProfileUrl } from '@shared/reference';
import type { ListingCard } from '@shared/schemas/listing';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export function SocialLinks({ listing }: { listing: Pick<ListingCard, 'businessName' | 'socialMediaPlatforms'> }) {
  const profiles = listing.socialMediaPlatforms.filter((s) => s.platform.trim() && s.username.trim());
  if (!profiles.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={`${listing.businessName} on social media`}>
      {profiles.map((s) => (
        <li key={`${s.platform}:${s.username}`}>
          <NewTabLink
            href={socialProfileUrl(s.platform, s.username)}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-input bg-card px-3 text-xs font-semibold text-foreground outline-none transition-colors hover:border-gold-dark hover:bg-gold-soft/60 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <AtSign className="size-3.5 text-gold-ink" aria-hidden="true" />
            {s.platform === 'Other' ? s.username.replace(/^https?:\/\//, '').replace(/^@/, '') : s.platform}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

type ButtonLook = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>;

/** A Call or Email button: an icon and a word, with a label that names the business for screen readers. */
export function ContactButton({
  href,
  icon: Icon,
  label,
  children,
  ...look
}: ButtonLook & { href: string; icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <Button asChild {...look}>
      <a href={href} aria-label={label}>
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

export function ContactActions({ listing }: { listing: Pick<ListingCard, 'id' | 'businessName' | 'phoneNumber' | 'businessEmail'> }) {
  const phone = listing.phoneNumber.trim();
  const email = mailtoHref(listing.businessEmail);
  const call = telHref(phone);
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {call && (
        <ContactButton href={call} icon={Phone} label={`Call ${listing.businessName} at ${phone}`} size="sm">
          Call
        </ContactButton>
      )}
      {email && (
        <ContactButton href={email} icon={Mail} label={`Email ${listing.businessName}`} size="sm" variant="outline">
          Email
        </ContactButton>
      )}
      {/* On phones, two columns: View More takes a whole row unless it shares one with Call or Email. */}
      <ViewMoreButton listing={listing} size="sm" variant="outline" className={Boolean(phone) === Boolean(email) ? 'col-span-2 sm:col-auto' : undefined} />
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
