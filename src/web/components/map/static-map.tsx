// A small map of one place, drawn from the tile server's images alone: no map library, rendered on the
// server, the place's pin at the centre at every width. Tapping it opens the address in the visitor's
// maps app, as on Yelp or Google's listings, where it can be moved, zoomed and followed.
import { ExternalLink } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { PIN_PATH } from './pin-shape';
import { isOpenStreetMap, OSM_COPYRIGHT, tileSrc, tilesAround } from './tiles';

/** Streets and their names: what someone finding the door needs. */
const ZOOM = 15;
/** Tiles for a map up to 1,024 × 320 px; a narrower one shows the middle of them. */
const HALF_WIDTH = 512;
const HALF_HEIGHT = 160;

export interface StaticMapProps {
  latitude: number;
  longitude: number;
  tileUrl: string;
  /** The map's accessible name ('Map showing …'). */
  label: string;
  /** Where a tap goes: the address in a maps app. */
  href: string;
  /** What the place is called, said after the link's 'Open in Maps' to screen readers. */
  place: string;
  className?: string;
}

export function StaticMap({ latitude, longitude, tileUrl, label, href, place, className }: StaticMapProps) {
  const tiles = tilesAround(latitude, longitude, ZOOM, HALF_WIDTH, HALF_HEIGHT);
  return (
    <div role="region" aria-label={label} className={cn('relative isolate overflow-hidden rounded-2xl border bg-muted', className)}>
      <div className="absolute left-1/2 top-1/2" aria-hidden="true">
        {tiles.map((tile) => (
          <img
            key={`${tile.x}/${tile.y}/${tile.left}`}
            src={tileSrc(tileUrl, ZOOM, tile.x, tile.y)}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="absolute max-w-none select-none"
            style={{ left: tile.left, top: tile.top }}
          />
        ))}
        <svg data-map-pin viewBox="0 0 32 40" width="32" height="40" className="absolute -left-4 -top-10 drop-shadow-md">
          <path d={PIN_PATH} className="fill-ember" stroke="#fff" strokeWidth="2" />
          <circle cx="16" cy="15" r="5.5" className="fill-cream" />
        </svg>
      </div>
      <a
        href={href}
        data-insight="directions"
        target="_blank"
        rel="noopener noreferrer"
        className="absolute inset-0 rounded-2xl focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
      >
        <span className="absolute bottom-2 left-2 inline-flex min-h-8 items-center gap-1.5 rounded-full bg-card/95 px-3 text-xs font-semibold text-espresso shadow-card">
          <ExternalLink className="size-3.5" aria-hidden="true" />
          Open in Maps
          <span className="sr-only">for {place}</span>
        </span>
      </a>
      {isOpenStreetMap(tileUrl) && (
        <a
          href={OSM_COPYRIGHT}
          target="_blank"
          rel="noopener noreferrer"
          className="absolute bottom-0 right-0 z-10 inline-flex min-h-6 items-center rounded-tl-md bg-card/90 px-1.5 text-[11px] text-foreground/80 hover:underline"
        >
          © OpenStreetMap contributors
        </a>
      )}
    </div>
  );
}
