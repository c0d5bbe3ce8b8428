// The business as the owner submitted it: contact, address, hours, services, social media, founder and photos.
import { CalendarDays, Clock, Globe, Mail, MapPin, Phone, Tag, UserRound } from 'lucide-react';
import type * as React from 'react';
import { parseHours, weeklySchedule } from '@shared/hours';
import { PRICE_LEVELS } from '@shared/reference';
import { splitList } from '@shared/reference/listings';
import type { OwnerListing } from '@shared/schemas/submission';
import { Badge } from '@web/components/ui/badge';
import { SitePhoto } from '@web/components/site-photo';

function Row({ icon: Icon, label, children }: { icon: React.ComponentType<{ className?: string }>; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <dt className="flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-muted-foreground">
        <Icon className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words pl-6">{children}</dd>
    </div>
  );
}

export function ListingDetails({ listing }: { listing: OwnerListing }) {
  const schedule = weeklySchedule(parseHours(listing.businessHours));
  const services = splitList(listing.servicesOffered);
  const keywords = splitList(listing.keywords);
  const price = PRICE_LEVELS.find((p) => p.level === listing.priceLevel)?.label;

  return (
    <div className="grid gap-6">
      {listing.description && <p className="whitespace-pre-line text-foreground/90">{listing.description}</p>}
      <dl className="grid gap-5 sm:grid-cols-2">
        <Row icon={MapPin} label="Address">
          {listing.address}
        </Row>
        <Row icon={Phone} label="Phone">
          {listing.phoneNumber}
        </Row>
        <Row icon={Mail} label="Email">
          {listing.businessEmail}
        </Row>
        {listing.website && (
          <Row icon={Globe} label="Website">
            {listing.website}
          </Row>
        )}
        {listing.businessHours && (
          <Row icon={Clock} label="Hours">
            {schedule ? (
              <ul className="grid gap-0.5 text-sm">
                {schedule.map((d) => (
                  <li key={d.day} className="flex justify-between gap-4">
                    <span className="font-medium">{d.day}</span>
                    <span className="text-muted-foreground">{d.text}</span>
                  </li>
                ))}
              </ul>
            ) : (
              listing.businessHours
            )}
          </Row>
        )}
        {(listing.founderName || listing.founderBio) && (
          <Row icon={UserRound} label="Founder">
            {listing.founderName && <span className="font-semibold">{listing.founderName}</span>}
            {listing.founderBio && <span className="block text-sm text-muted-foreground">{listing.founderBio}</span>}
          </Row>
        )}
        {listing.yearFounded && (
          <Row icon={CalendarDays} label="Year founded">
            {listing.yearFounded}
          </Row>
        )}
        {price && (
          <Row icon={Tag} label="Price level">
            {price}
          </Row>
        )}
      </dl>
      {(services.length > 0 || keywords.length > 0 || listing.socialMediaPlatforms.length > 0) && (
        <div className="grid gap-4">
          {services.length > 0 && <Chips label="Services" items={services} />}
          {keywords.length > 0 && <Chips label="Keywords" items={keywords} variant="outline" />}
          {listing.socialMediaPlatforms.length > 0 && (
            <Chips label="Social media" items={listing.socialMediaPlatforms.map((s) => `${s.platform}: ${s.username}`)} variant="secondary" />
          )}
        </div>
      )}
      <div className="grid gap-3">
        <h3 className="text-base font-bold">Photos</h3>
        {listing.businessPhotos.length ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
            {listing.businessPhotos.map((url, i) => (
              <li key={url} className="aspect-square overflow-hidden rounded-xl border bg-muted">
                <a href={url} target="_blank" rel="noreferrer" className="block size-full">
                  <SitePhoto src={url} alt={`${listing.businessName} photo ${i + 1}`} width={96} height={96} thumbnail className="size-full object-cover" />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No photos were added.</p>
        )}
      </div>
    </div>
  );
}

function Chips({ label, items, variant = 'default' }: { label: string; items: string[]; variant?: 'default' | 'outline' | 'secondary' }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-xs font-bold uppercase tracking-wide text-muted-foreground">{label}</h3>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item}>
            <Badge variant={variant} className="text-sm font-medium">
              {item}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
