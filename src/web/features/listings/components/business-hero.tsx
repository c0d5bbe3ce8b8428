// The detail page's hero: the chosen photo (thumbnails switch it), type, New Business and Verified owner badges, name,
// place, rating link, and open now with today's hours; broken photos fall back to the brand placeholder.
import { MapPin, Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListingCard } from '@shared/schemas/listing';
import { OwnerConfirmed, OwnershipBadges, PhotoPlaceholder, VerifiedOwnerBadge } from '@web/components/business-card';
import { HeroSitePhoto, SitePhoto } from '@web/components/site-photo';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { formatAverage, formatCount } from '@shared/format-count';
import { isNewBusiness } from '../lib/listing-text';
import { useImageFailure } from '@web/lib/use-image-failure';
import { TodayHours } from './today-hours';
import { SaveButton } from '@web/components/save-button';

function HeroPhoto({ src, name }: { src: string | undefined; name: string }) {
  const { failed, imageProps } = useImageFailure(src);
  if (!src || failed) return <PhotoPlaceholder name={name} broken={failed} />;
  return <HeroSitePhoto src={src} alt={`Photo of ${name}`} {...imageProps} />;
}

export function BusinessHero({ listing }: { listing: ListingCard }) {
  const photos = listing.businessPhotos;
  const [index, setIndex] = useState(0);
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  const { count, average } = listing.rating;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative isolate overflow-hidden rounded-3xl border bg-muted shadow-card">
        {/*
          At most half the screen's height on wider screens, so Call and today's hours show on arrival there too
          (the full width set, or the height limit would narrow the photo through its aspect ratio).
        */}
        <div className="relative aspect-[16/10] w-full sm:aspect-[16/9] sm:max-h-[max(20rem,50vh)] lg:aspect-[21/9]">
          <HeroPhoto src={photos[index]} name={listing.businessName} />
          <SaveButton listing={listing} look="photo" className="absolute right-3 top-3 z-10 sm:right-4 sm:top-4" />
          <div aria-hidden="true" className="absolute inset-0 hidden bg-gradient-to-t from-espresso/90 via-espresso/35 to-transparent sm:block" />
        </div>
        {/* Phones: the name sits under the photo, where a photo's own detail cannot crowd it. */}
        <div className="flex flex-col gap-2 bg-espresso p-4 text-cream sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-transparent sm:p-8">
          <div className="flex flex-wrap gap-2">
            <Badge className="max-w-full truncate">{listing.businessType}</Badge>
            {isNewBusiness(listing) && (
              <Badge variant="accent">
                <Sparkles aria-hidden="true" />
                New Business
              </Badge>
            )}
            {listing.verifiedOwner && <VerifiedOwnerBadge onDark />}
          </div>
          <OwnershipBadges attributes={listing.attributes} level="short" />
          <h1 className="break-words text-3xl text-cream drop-shadow-sm sm:text-5xl">{listing.businessName}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:text-base">
            {place && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4 text-gold-light" aria-hidden="true" />
                {place}
              </span>
            )}
            <Link
              to={paths.reviews(listing.id)}
              className="inline-flex items-center gap-1.5 rounded-md font-semibold text-cream underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-gold-light"
            >
              <Star className={cn('size-4', count ? 'fill-gold-light text-gold-light' : 'text-cream/80')} aria-hidden="true" />
              {count ? `${formatAverage(average)} (${formatCount(count, 'review')})` : 'No reviews yet'}
            </Link>
          </div>
          <TodayHours listing={listing} className="text-sm font-semibold sm:text-base" />
          <OwnerConfirmed confirmedAt={listing.ownerConfirmedAt} onDark />
        </div>
      </div>
      {photos.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Photos">
          {photos.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${photos.length}`}
                aria-pressed={i === index}
                className={cn(
                  'block size-12 cursor-pointer overflow-hidden rounded-xl border-2 outline-none transition focus-visible:ring-2 focus-visible:ring-ring sm:size-20',
                  i === index ? 'border-ember' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <SitePhoto
                  src={src}
                  alt=""
                  width={80}
                  height={80}
                  thumbnail
                  className="size-full object-cover"
                  onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
