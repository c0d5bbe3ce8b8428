// The card's ways to reach a business: social profiles, Call, Email, its page here (View More; the name
// links to its website), and the review links.
import { AtSign, ChevronRight, Mail, MessageSquareText, Phone, Star } from 'lucide-react';
import { Link } from 'react-router';
import { socialProfileUrl } from '@shared/reference';
import type { ListingCard } from '@shared/schemas/listing';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { paths } from '@web/routes';

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

export function ContactActions({ listing }: { listing: Pick<ListingCard, 'id' | 'businessName' | 'phoneNumber' | 'businessEmail'> }) {
  const phone = listing.phoneNumber.trim();
  const email = mailtoHref(listing.businessEmail);
  const call = telHref(phone);
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {call && (
        <Button asChild size="sm" variant="default">
          <a href={call} aria-label={`Call ${listing.businessName} at ${phone}`}>
            <Phone aria-hidden="true" />
            Call
          </a>
        </Button>
      )}
      {email && (
        <Button asChild size="sm" variant="outline">
          <a href={email} aria-label={`Email ${listing.businessName}`}>
            <Mail aria-hidden="true" />
            Email
          </a>
        </Button>
      )}
      {/* On phones, two columns: View More takes a whole row unless it shares one with Call or Email. */}
      <Button asChild size="sm" variant="outline" className={Boolean(phone) === Boolean(email) ? 'col-span-2 sm:col-auto' : undefined}>
        <Link to={paths.business(listing.id)} aria-label={`View More about ${listing.businessName}`}>
          View More
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

export function ReviewActions({ listing }: { listing: Pick<ListingCard, 'id' | 'businessName' | 'rating'> }) {
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1">
      <Button asChild variant="link" size="sm" className="px-0">
        <Link to={paths.reviews(listing.id)} state={{ writeReview: true }} aria-label={`Write a Review of ${listing.businessName}`}>
          <Star aria-hidden="true" />
          Write a Review
        </Link>
      </Button>
      {listing.rating.count > 0 && (
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={paths.reviews(listing.id)} aria-label={`Read Reviews of ${listing.businessName}`}>
            <MessageSquareText aria-hidden="true" />
            Read Reviews
          </Link>
        </Button>
      )}
    </div>
  );
}
