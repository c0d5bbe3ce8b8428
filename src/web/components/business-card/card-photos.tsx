// The card's photos: a carousel with previous/next and 'n / total' on wide screens, a small first-photo
// thumbnail on phones, and a placeholder wherever a photo is missing or fails to load. The card renders
// both and CSS shows one, so the server's page is right at any width; the carousel's photos load lazily,
// so a phone, where it is not displayed, never fetches them.
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { initials } from '@web/lib/contact-links';
import { cn } from '@web/lib/utils';
import { SitePhoto } from '@web/components/site-photo';
import { useImageFailure } from '@web/lib/use-image-failure';

/** Warm brand gradient with the business's initials, or a 'Photo unavailable' mark for a broken image. */
export function PhotoPlaceholder({
  name,
  broken = false,
  compact = false,
  className,
}: {
  name: string;
  broken?: boolean;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={broken ? `Photo of ${name} unavailable` : `No photo of ${name} yet`}
      className={cn(
        'flex size-full flex-col items-center justify-center gap-1 bg-gradient-to-br from-gold-soft via-[#f6dfae] to-ember-soft text-espresso/70',
        className,
      )}
    >
      {broken ? (
        <>
          <ImageOff className={compact ? 'size-5' : 'size-7'} aria-hidden="true" />
          {!compact && <span className="text-xs font-semibold">Photo unavailable</span>}
        </>
      ) : (
        <span className={cn('font-display font-extrabold tracking-tight text-espresso/60', compact ? 'text-lg' : 'text-4xl')}>{initials(name)}</span>
      )}
    </div>
  );
}

interface PhotoProps {
  src: string;
  alt: string;
  name: string;
  compact?: boolean;
  priority?: boolean;
  /** Loaded ahead of other pictures once it is displayed (it still waits to be displayed). */
  urgent?: boolean;
  className?: string;
}

function Photo({ src, alt, name, compact = false, priority = false, urgent = false, className }: PhotoProps) {
  const { failed, imageProps } = useImageFailure(src);
  if (failed) return <PhotoPlaceholder name={name} broken compact={compact} className={className} />;
  return compact ? (
    <SitePhoto src={src} alt={alt} width={80} height={80} thumbnail priority={priority} {...imageProps} className={cn('size-full object-cover', className)} />
  ) : (
    <SitePhoto
      src={src}
      alt={alt}
      width={400}
      height={300}
      sizes="14rem"
      priority={priority}
      fetchPriority={urgent ? 'high' : undefined}
      {...imageProps}
      className={cn('size-full object-cover', className)}
    />
  );
}

/** A card's photos: the business's name (their alt text) and addresses; `priority` for the first card's. */
interface CardPhotosProps {
  name: string;
  photos: readonly string[];
  priority?: boolean;
  className?: string;
}

/** Phones: the first photo, small, beside the name. */
export function PhotoThumbnail({ name, photos, priority = false, className }: CardPhotosProps) {
  const first = photos[0];
  return (
    <div className={cn('size-16 shrink-0 overflow-hidden rounded-xl border bg-muted', className)}>
      {first ? <Photo src={first} alt={name} name={name} compact priority={priority} /> : <PhotoPlaceholder name={name} compact />}
    </div>
  );
}

/**
 * Wide screens: every photo, one at a time, with previous/next and a position counter. `priority`: the
 * first photo loads ahead of others, but only once displayed (hidden on phones, it is never fetched there).
 */
export function PhotoCarousel({ name, photos, priority = false, className }: CardPhotosProps) {
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const step = (by: number) => setIndex((current + by + total) % total);

  return (
    <div
      className={cn('group/photos relative overflow-hidden rounded-xl border bg-muted', className)}
      role={total > 1 ? 'group' : undefined}
      aria-roledescription={total > 1 ? 'carousel' : undefined}
      aria-label={total > 1 ? `Photos of ${name}` : undefined}
    >
      {total ? (
        <Photo key={photos[current]} src={photos[current]!} name={name} alt={`${name}, photo ${current + 1} of ${total}`} urgent={priority && current === 0} />
      ) : (
        <PhotoPlaceholder name={name} />
      )}
      {total > 1 && (
        <>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label="Previous photo"
            className="absolute left-2 top-1/2 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-card/90 text-espresso shadow-card transition hover:bg-card focus-visible:ring-2 focus-visible:ring-ring outline-none"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label="Next photo"
            className="absolute right-2 top-1/2 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-card/90 text-espresso shadow-card transition hover:bg-card focus-visible:ring-2 focus-visible:ring-ring outline-none"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <span
            aria-live="polite"
            className="absolute bottom-2 right-2 rounded-full bg-espresso/80 px-2.5 py-0.5 text-xs font-semibold tabular-nums text-cream"
          >
            {current + 1} / {total}
          </span>
        </>
      )}
    </div>
  );
}
