// Every photo a page shows. The browser picks the thumbnail or the full size for the space the photo takes
// (srcset with sizes), width and height reserve its box before it arrives, and only a photo the visitor
// sees on arrival (priority) loads at once; the rest wait until they are scrolled near.
import type { ComponentProps } from 'react';
import { photoSrcSet, thumbnailOf } from '@shared/photos';

export interface SitePhotoProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'loading' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** The box's size in CSS pixels (its aspect ratio is what matters: CSS sizes the photo). */
  width: number;
  height: number;
  /** How wide the photo shows, for choosing a size: '(min-width: 768px) 50vw, 100vw'. */
  sizes?: string;
  /** Seen on arrival: loaded at once, ahead of other pictures. */
  priority?: boolean;
  /** A small box: always the thumbnail. */
  thumbnail?: boolean;
}

export function SitePhoto({ src, sizes = '100vw', priority = false, thumbnail = false, ...rest }: SitePhotoProps) {
  const srcSet = thumbnail ? undefined : photoSrcSet(src);
  return (
    <img
      src={thumbnail ? thumbnailOf(src) : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}

/** The big photo at the top of a page: seen on arrival, as wide as the page, filling its box. */
export function HeroSitePhoto(props: Omit<SitePhotoProps, 'width' | 'height' | 'sizes' | 'priority' | 'className'>) {
  return <SitePhoto width={1280} height={720} sizes="(min-width: 1280px) 80rem, 100vw" priority {...props} className="size-full object-cover" />;
}
