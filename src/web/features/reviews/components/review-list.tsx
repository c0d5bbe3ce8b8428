// The reviews list: count, sort (newest, oldest, highest, lowest), the reviews, 'Load More', and the empty state.
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '@shared/reference/reviews';
import type { Review } from '@shared/schemas/review';
import { OptionSelect } from '@web/components/option-select';
import type { LinkProps } from 'react-router';
import { ButtonLink } from '@web/components/button-link';
import { Label } from '@web/components/ui/label';
import { Skeleton, SkeletonBars } from '@web/components/ui/skeleton';
import { ReviewItem } from './review-item';
import { formatCount } from '@shared/format-count';
import { IconTile } from '@web/components/icon-tile';
import { LoadMoreButton } from '@web/components/load-more';

const SORT_OPTIONS = REVIEW_SORTS.map((s) => ({ value: s, label: REVIEW_SORT_LABELS[s] }));

export interface ReviewListProps {
  reviews: Review[];
  total: number;
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  /** A new order is on its way; the old list stays, dimmed. */
  refreshing: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** 'Write a Review': a link to the page with the form open. */
  writeLink: LinkProps;
}

export function ReviewList({ reviews, total, sort, onSortChange, refreshing, hasMore, loadingMore, onLoadMore, writeLink }: ReviewListProps) {
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-title" className="text-2xl text-espresso">
          Reviews <span className="font-sans text-lg font-semibold text-muted-foreground">({formatCount(total)})</span>
        </h2>
        {total > 1 && (
          <div className="flex items-center gap-2">
            <Label htmlFor="review-sort" className="whitespace-nowrap text-muted-foreground">
              Sort by
            </Label>
            <OptionSelect id="review-sort" value={sort} onChange={(v) => onSortChange(v as ReviewSort)} options={SORT_OPTIONS} className="w-44" />
          </div>
        )}
      </div>

      {total === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
          <IconTile icon={MessagesSquare} size="xl" shape="round" />
          <h3 className="text-lg text-espresso">No reviews yet</h3>
          <p className="max-w-sm text-sm text-muted-foreground">Be the first to share your experience and help others discover this business.</p>
          <ButtonLink {...writeLink} className="mt-1">
            <MessageSquarePlus aria-hidden="true" />
            Write a Review
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3 transition-opacity" style={{ opacity: refreshing ? 0.55 : 1 }} aria-busy={refreshing} data-testid="review-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2 pt-2">
            {hasMore ? (
              <LoadMoreButton loading={loadingMore} onClick={onLoadMore} />
            ) : (
              total > 3 && <p className="text-sm text-muted-foreground">You've read all {formatCount(total, 'review')}.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

export function ReviewListSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="flex flex-col gap-4">
      <div className="rounded-2xl border bg-card p-6 shadow-card">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <div className="flex flex-col items-center gap-2 sm:w-40">
            <Skeleton className="h-12 w-20" />
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-4 w-24" />
          </div>
          <div className="flex flex-1 flex-col gap-2.5">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-3 w-full" />
            ))}
          </div>
        </div>
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-2xl border bg-card p-5">
          <Skeleton className="size-11 rounded-full" />
          <SkeletonBars className="flex-1 gap-2" bars={['h-4 w-40', 'h-4 w-24', 'h-4 w-full', 'h-4 w-3/4']} />
        </div>
      ))}
    </div>
  );
}
