// The detail page's contact panel: the phone to call, the e-mail to write to and the website as links, social
// profiles, and at its foot the owners' way in ('Own this business?'). The big Call, Directions and Website
// buttons sit at the top of the page (visit-actions.tsx).
import { AtSign, Globe, Phone, Share2 } from 'lucide-react';
import { socialProfileUrl } from '@shared/reference';
import type { ListingCard } from '@shared/schemas/listing';
import { ContactLine, lineLinkClass } from '@web/components/contact-line';
import { cn } from '@web/lib/utils';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { mailtoHref, telHref, websiteHref, websiteLabel } from '@web/lib/contact-links';
import { DetailCard } from './detail-card';
import { OwnerEntry } from './owner-entry';
import { ReportProblemLink } from '@web/features/reports';

export function ContactCard({ listing }: { listing: ListingCard }) {
  const phone = listing.phoneNumber.trim();
  const call = telHref(phone);
  const mail = mailtoHref(listing.businessEmail);
  const website = websiteHref(listing.website);
  const socials = listing.socialMediaPlatforms.filter((s) => s.platform.trim() && s.username.trim());

  return (
    <DetailCard title="Contact" icon={Phone}>
      <ul className="flex flex-col gap-2 text-sm">
        {phone && (
          <ContactLine icon={Phone}>
            {call ? (
              <a href={call} data-insight="call" className={lineLinkClass}>
                <span className="sr-only">Call </span>
                {phone}
              </a>
            ) : (
              phone
            )}
          </ContactLine>
        )}
        {mail && (
          <ContactLine icon={AtSign}>
            <a href={mail} data-insight="email" className={cn('min-w-0 truncate', lineLinkClass)}>
              <span className="sr-only">Email </span>
              {listing.businessEmail.trim()}
            </a>
          </ContactLine>
        )}
        {website && (
          <ContactLine icon={Globe}>
            <NewTabLink href={website} data-insight="website" className={cn('min-w-0 truncate', lineLinkClass)}>
              <span className="sr-only">Website: </span>
              {websiteLabel(listing.website)}
            </NewTabLink>
          </ContactLine>
        )}
      </ul>
      {socials.length > 0 && (
        <ul className="flex flex-wrap gap-2 border-t pt-4" aria-label="Social media">
          {socials.map((s) => (
            <li key={`${s.platform}-${s.username}`}>
              <Button asChild variant="secondary" size="sm">
                <a href={socialProfileUrl(s.platform, s.username)} data-insight="social" target="_blank" rel="noopener noreferrer">
                  <Share2 aria-hidden="true" />
                  {s.platform}
                  <span className="sr-only">: {s.username} (opens in a new tab)</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <OwnerEntry listing={listing} />
      <ReportProblemLink />
    </DetailCard>
  );
}
