// The list of business cards: six skeletons while the first page loads, then the cards and 'Load More'.
import { BusinessCard, BusinessCardSkeleton } from '@web/components/business-card';
import type { ListingCard } from '@shared/schemas/listing';
import { LoadMoreButton } from '@web/components/load-more';

export const SKELETON_COUNT = 6;

export interface ResultsListProps {
  items: ListingCard[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The address with one more page: Load More links to it (see lib/linked-pages.ts). */
  loadMoreHref?: string;
  selectedId: number | null;
  cardRef: (id: number) => (node: HTMLElement | null) => void;
}

export function ResultsList({ items, loading, hasMore, loadingMore, onLoadMore, loadMoreHref, selectedId, cardRef }: ResultsListProps) {
  if (loading) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading businesses">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <BusinessCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3 md:gap-4" aria-label="Businesses">
        {items.map((listing, i) => (
          <li key={listing.id} className="scroll-mt-24">
            <BusinessCard listing={listing} highlighted={listing.id === selectedId} priority={i === 0} ref={cardRef(listing.id)} />
          </li>
        ))}
      </ul>
      {hasMore && <LoadMoreButton loading={loadingMore} onClick={onLoadMore} href={loadMoreHref} className="w-full max-w-xs" />}
    </div>
  );
}
