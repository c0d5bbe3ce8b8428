// The detail page's main column under the reviews: the story, Meet the Founder, About, ownership and
// features, services and tags.
// The category is not repeated here: the top of the page and Quick Stats name it.
import { BookOpen, Check, HeartHandshake, Info, Sparkles, Tag, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PRICE_LEVELS } from '@shared/reference';
import type { ListingCard } from '@shared/schemas/listing';
import { mapsSearchHref } from '@web/lib/contact-links';
import { BadgeList } from '@web/components/badge-list';
import { splitList } from '@shared/reference/listings';
import { ATTRIBUTE_GROUP_LABELS, attributeInfo, attributeLabel, type AttributeGroup } from '@shared/reference/attributes';
import { OwnershipBadges, ownershipOf } from '@web/components/business-card';
import { shownAddress, useListedSinceLabel } from '../lib/listing-text';
import { DetailCard } from './detail-card';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { lineLinkClass } from '@web/components/contact-line';
import { cn } from '@web/lib/utils';

export function BusinessSections({ listing }: { listing: ListingCard }) {
  const listedSince = useListedSinceLabel(listing);
  const services = splitList(listing.servicesOffered);
  const tags = splitList(listing.keywords);
  const address = shownAddress(listing);
  const price = PRICE_LEVELS.find((p) => p.level === listing.priceLevel)?.label;

  return (
    <div className="flex flex-col gap-5">
      <DetailCard title="Our Story" icon={BookOpen}>
        <p className="whitespace-pre-line break-words text-[1.02rem] leading-relaxed text-foreground/90">
          {listing.description.trim() || `${listing.businessName} has not shared its story yet.`}
        </p>
      </DetailCard>

      {listing.founderName?.trim() && (
        <DetailCard title="Meet the Founder" icon={UserRound}>
          <div className="flex items-start gap-4">
            <InitialsAvatar name={listing.founderName} size="xl" tone="warm" />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-lg font-bold">{listing.founderName}</p>
              <p className="text-sm font-semibold text-gold-ink">Founder of {listing.businessName}</p>
              {listing.founderBio?.trim() && <p className="mt-1 whitespace-pre-line break-words leading-relaxed text-foreground/85">{listing.founderBio}</p>}
            </div>
          </div>
        </DetailCard>
      )}

      <DetailCard title="About" icon={Info}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="On the directory since">{listedSince}</Fact>
          {price && <Fact label="Price range">{price}</Fact>}
          {address && (
            <Fact label="Address">
              <a href={mapsSearchHref(address)} target="_blank" rel="noopener noreferrer" className={cn('text-gold-ink', lineLinkClass)}>
                {address}
                <span className="sr-only"> (open in maps)</span>
              </a>
            </Fact>
          )}
        </dl>
      </DetailCard>

      <AttributesCard attributes={listing.attributes} />

      {services.length > 0 && (
        <DetailCard title="Services" icon={Sparkles}>
          <BadgeList items={services} variant="outline" size="md" />
        </DetailCard>
      )}

      {tags.length > 0 && (
        <DetailCard title="Tags" icon={Tag}>
          <BadgeList items={tags} prefix="#" variant="secondary" size="md" />
        </DetailCard>
      )}
    </div>
  );
}

/** Who owns it (with who says so), what it offers and the languages spoken, when the listing says. */
function AttributesCard({ attributes }: { attributes: ListingCard['attributes'] }) {
  const owned = ownershipOf(attributes);
  const ofGroup = (group: AttributeGroup) => attributes.filter((a) => attributeInfo(a.key).group === group).map((a) => attributeLabel(a.key));
  const offers = ofGroup('amenity');
  const languages = ofGroup('language');
  if (!attributes.length) return null;
  return (
    <DetailCard title="Ownership and features" icon={HeartHandshake}>
      <div className="flex flex-col gap-4">
        {owned.length > 0 && <OwnershipBadges attributes={owned} level="full" />}
        {offers.length > 0 && (
          <ul className="grid gap-x-6 gap-y-2 text-[0.95rem] sm:grid-cols-2" aria-label={ATTRIBUTE_GROUP_LABELS.amenity}>
            {offers.map((label) => (
              <li key={label} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-open" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        )}
        {languages.length > 0 && (
          <p className="text-[0.95rem]">
            <span className="font-semibold">{ATTRIBUTE_GROUP_LABELS.language}:</span> {languages.join(', ')}
          </p>
        )}
      </div>
    </DetailCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-bold uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}
