// The detail page's contact panel: Call, Email and Website buttons, the details as text, social profiles,
// and at its foot the owners' way in ('Own this business?').
import { AtSign, Globe, Mail, Phone, Share2 } from 'lucide-react';
import { socialProfileUrl } from '@shared/reference';
import type { ListingCard } from '@shared/schemas/listing';
import { ContactLine, lineLinkClass } from '@web/components/contact-line';
import { cn } from '@web/lib/utils';
import { NewTabLink } from '@web/components/new-tab-link';
import { Button } from '@web/components/ui/button';
import { mailtoHref, telHref, websiteHref, websiteLabel } from '@web/lib/contact-links';
import { DetailCard } from './detail-card';
import { OwnerEntry } from './owner-entry';

export function ContactCard({ listing }: { listing: ListingCard }) {
  const phone = listing.phoneNumber.trim();
  const call = telHref(phone);
  const mail = mailtoHref(listing.businessEmail);
  const website = websiteHref(listing.website);
  const socials = listing.socialMediaPlatforms.filter((s) => s.platform.trim() && s.username.trim());

  return (
    <DetailCard title="Contact" icon={Phone}>
      <div className="grid grid-cols-3 gap-2">
        <ContactTile href={call} label="Call" icon={Phone} primary />
        <ContactTile href={mail} label="Email" icon={Mail} />
        <ContactTile href={website} label="Website" icon={Globe} external />
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        {phone && (
          <ContactLine icon={Phone}>
            {call ? (
              <a href={call} className={lineLinkClass}>
                {phone}
              </a>
            ) : (
              phone
            )}
          </ContactLine>
        )}
        {mail && (
          <ContactLine icon={AtSign}>
            <a href={mail} className={cn('min-w-0 truncate', lineLinkClass)}>
              {listing.businessEmail.trim()}
            </a>
          </ContactLine>
        )}
        {website && (
          <ContactLine icon={Globe}>
            <NewTabLink href={website} className={cn('min-w-0 truncate', lineLinkClass)}>
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
                <a href={socialProfileUrl(s.platform, s.username)} target="_blank" rel="noopener noreferrer">
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
    </DetailCard>
  );
}

function ContactTile({
  href,
  label,
  icon: Icon,
  primary,
  external,
}: {
  href: string | null;
  label: string;
  icon: typeof Phone;
  primary?: boolean;
  external?: boolean;
}) {
  if (!href) {
    return (
      <Button variant="outline" disabled className="h-auto flex-col gap-1 py-3" aria-label={`${label} not available`}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <Button asChild variant={primary ? 'default' : 'outline'} className="h-auto flex-col gap-1 py-3 md:h-auto">
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <Icon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
