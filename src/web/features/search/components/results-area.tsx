// The results: the list with the map beside it on wide screens; on phones the list or the map (with the
// chosen pin's business in a small card over the map's foot). Choosing a pin shows that business, and
// never scrolls the page on a phone.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ListingCard } from '@shared/schemas/listing';
import { DESKTOP_SCREEN, useMediaQuery } from '@web/components/business-card';
import { LazyResultsMap, MapPlaceholder, type MapPoint } from '@web/components/map';
import { siteSettings } from '@web/lib/inline-site-settings';
import type { Coordinates, ResultsView } from '../search-params';
import { LoadMoreButton } from '@web/components/load-more';
import { MapPeek } from './map-peek';
import { ResultsList, type ResultsListProps } from './results-list';

export interface ResultsAreaProps extends Omit<ResultsListProps, 'selectedId' | 'cardRef'> {
  view: ResultsView;
  userLocation: Coordinates | null;
}

function mapPoints(items: ListingCard[]): MapPoint[] {
  return items.flatMap((l) =>
    l.latitude !== null && l.longitude !== null ? [{ id: l.id, name: l.businessName, latitude: l.latitude, longitude: l.longitude }] : [],
  );
}

export function ResultsArea({ view, userLocation, ...list }: ResultsAreaProps) {
  const desktop = useMediaQuery(DESKTOP_SCREEN);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  const points = useMemo(() => mapPoints(list.items), [list.items]);

  // One callback per card for the page's life, so a memoised card is not re-rendered for a new ref.
  const cardRefs = useRef(new Map<number, (node: HTMLElement | null) => void>());
  const cardRef = useCallback((id: number) => {
    let ref = cardRefs.current.get(id);
    if (!ref) {
      ref = (node) => {
        if (node) cards.current.set(id, node);
        else cards.current.delete(id);
      };
      cardRefs.current.set(id, ref);
    }
    return ref;
  }, []);

  const select = useCallback(
    (id: number) => {
      setSelectedId(id);
      if (desktop) cards.current.get(id)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
    [desktop],
  );

  const showList = desktop || view === 'list';
  const showMap = desktop ? list.loading || list.items.length > 0 : view === 'map';
  const selected = list.items.find((l) => l.id === selectedId) ?? null;
  const unmapped = list.items.length - points.length;

  const map = list.loading ? (
    <MapPlaceholder className="size-full" />
  ) : (
    <LazyResultsMap
      points={points}
      selectedId={selectedId}
      onSelect={select}
      userLocation={userLocation}
      tileUrl={siteSettings.mapTileUrl}
      className="size-full"
      label="Map of the businesses found"
    />
  );

  return (
    <div className={desktop && showMap ? 'grid grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] items-start gap-6' : 'grid gap-4'}>
      {showList && <ResultsList {...list} selectedId={selectedId} cardRef={cardRef} />}
      {showMap && desktop && <div className="sticky top-24 h-[calc(100dvh-7.5rem)] min-h-96">{map}</div>}
      {showMap && !desktop && (
        <div className="grid gap-4">
          {/* Ends above the fold under the search bar and filters, so the chosen business is seen. */}
          <div className="relative h-[calc(100dvh-23rem)] min-h-72">
            {map}
            {selected && <MapPeek listing={selected} onClose={() => setSelectedId(null)} />}
          </div>
          {!list.loading && (
            <p className="text-center text-sm text-muted-foreground">
              {points.length ? 'Tap a pin to see the business.' : 'None of these businesses has a map location yet.'}
              {points.length > 0 && unmapped > 0 && ` ${unmapped} without a map location ${unmapped === 1 ? 'is' : 'are'} in the list.`}
            </p>
          )}
          {list.hasMore && !list.loading && (
            <LoadMoreButton loading={list.loadingMore} onClick={list.onLoadMore} href={list.loadMoreHref} className="w-full max-w-xs" />
          )}
        </div>
      )}
    </div>
  );
}
