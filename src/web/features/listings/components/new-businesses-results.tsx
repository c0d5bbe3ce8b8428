// The New Businesses results: loading, error and empty states, the count, the two-column grid and 'Load More'.
import { Loader2, RefreshCw, Store } from 'lucide-react';
import type { ListingCard } from '@shared/schemas/listing';
import { Button } from '@web/components/ui/button';
import { NewBusinessCard, NewBusinessCardSkeleton } from './new-business-card';
import { NEAR_ME_MILES } from './new-business-filters';
import { IconTile } from '@web/components/icon-tile';
import { LoadMoreButton } from '@web/components/load-more';
import { formatCount } from '@shared/format-count';

export type ResultsState =
  | { kind: 'locating' }
  | { kind: 'loading' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; items: ListingCard[]; hasMore: boolean; loadingMore: boolean; refreshing: boolean; loadMore: () => void; loadMoreHref?: string };

export function NewBusinessesResults({ state, near, onClear }: { state: ResultsState; near: boolean; onClear: () => void }) {
  if (state.kind === 'locating' || state.kind === 'loading') {
    return (
      <div className="flex flex-col gap-5">
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Loader2 className="size-4 animate-spin text-gold-dark" aria-hidden="true" />
          {state.kind === 'locating' ? 'Getting your location...' : 'Loading businesses...'}
        </p>
        <div className="grid gap-5 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <NewBusinessCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (state.kind === 'error') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-12 text-center shadow-card">
        <h2 className="text-xl text-espresso">Failed to load businesses</h2>
        <p className="max-w-sm text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button onClick={state.retry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }

  const { items, hasMore, loadingMore, refreshing, loadMore, loadMoreHref } = state;
  if (!items.length) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <IconTile icon={Store} size="xl" shape="round" />
        <p className="max-w-sm font-semibold text-foreground" role="status">
          No businesses found. Try adjusting your filters.
        </p>
        <Button variant="outline" onClick={onClear}>
          Clear Filters
        </Button>
      </div>
    );
  }

  const count = hasMore ? `${formatCount(items.length)}+ businesses` : formatCount(items.length, 'business', 'businesses');
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className="text-sm text-muted-foreground" data-testid="results-count">
        Showing <span className="font-bold text-foreground">{count}</span>
        {near ? ` within ${NEAR_ME_MILES} miles of you` : ', newest first'}
      </p>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-5 transition-opacity md:grid-cols-2" style={{ opacity: refreshing ? 0.55 : 1 }} aria-busy={refreshing}>
        {items.map((listing, i) => (
          <li key={listing.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <NewBusinessCard listing={listing} priority={i === 0} />
            </div>
          </li>
        ))}
      </ul>
      {hasMore && <LoadMoreButton loading={loadingMore} onClick={loadMore} href={loadMoreHref} />}
    </div>
  );
}
