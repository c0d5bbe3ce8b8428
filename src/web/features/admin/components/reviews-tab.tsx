// Reviews: summary and statistics, the business picker, rating and text filters (the spec's),
// list or grouped-by-business views, and deleting a review after confirmation.
import { LayoutList, Rows3 } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_REVIEW_SORTS, type AdminReview, type ListingPickerItem, type AdminReviewSort } from '@shared/schemas/admin-reviews';
import { SearchInput } from '@web/components/search-input';
import { OptionSelect, type SelectOption } from '@web/components/option-select';
import { SegmentedToggle } from '@web/components/segmented-toggle';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useAdminReviews, useDeleteReview } from '../api/content';
import { useDebounced } from '../lib/use-debounced';
import { BusinessPicker } from './business-picker';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, PagedList } from './list-states';
import { ReviewList, type Deletion } from './moderated-review-list';
import { RatingDistribution, ReviewSummary } from './review-stats';
import { formatCount } from '@shared/format-count';

const PAGE = 20;
const SORT_LABELS: Record<AdminReviewSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
  business: 'By business',
};
/** The list, or the reviews grouped by business. */
const VIEWS = [
  { value: false, label: 'List', icon: LayoutList },
  { value: true, label: 'By business', icon: Rows3 },
];
const RATING_OPTIONS = [{ value: 'all', label: 'All ratings' }, ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: formatCount(r, 'star') }))];

/** A labelled choice of the filter bar. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <OptionSelect id={id} value={value} onChange={onChange} options={options} disabled={disabled} />
    </div>
  );
}

export function ReviewsTab() {
  const [business, setBusiness] = useState<ListingPickerItem | null>(null);
  const [rating, setRating] = useState('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminReviewSort>('newest');
  const [grouped, setGrouped] = useState(false);
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<{ review: AdminReview; part: Deletion } | null>(null);
  const q = useDebounced(search.trim());
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setOffset(0);
    };

  const query = { businessId: business?.id, rating: rating === 'all' ? undefined : rating, q, sort: grouped ? 'business' : sort, limit: PAGE, offset };
  const reviews = useAdminReviews(query);
  const remove = useDeleteReview();
  const filtered = Boolean(business || rating !== 'all' || q);

  const answerOnly = deleting?.part === 'answer';
  const confirmDelete = () => {
    if (!deleting) return;
    const { review } = deleting;
    remove.mutate(
      { id: review.id, answerOnly },
      {
        onSuccess: () => {
          if (answerOnly) toast.success('Answer deleted', { description: `The owner's answer to ${review.username} was removed.` });
          else toast.success('Review deleted', { description: `The review by ${review.username} was removed.` });
          setDeleting(null);
        },
        onError: () => toast.error('Error', { description: answerOnly ? "Failed to delete the owner's answer" : 'Failed to delete review' }),
      },
    );
  };

  return (
    <section className="grid gap-5" aria-labelledby="reviews-heading">
      <div className="grid gap-1">
        <h2 id="reviews-heading" className="text-2xl text-espresso">
          Reviews
        </h2>
        <p className="text-sm text-muted-foreground">Every review visitors wrote. Remove ones that break the community rules.</p>
      </div>

      {reviews.data ? <ReviewSummary stats={reviews.data.stats} filtered={filtered} /> : <ListSkeleton count={1} label="Loading the review summary" />}

      <div
        className="grid gap-3 rounded-2xl border bg-card p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.3fr_0.9fr]"
        role="search"
        aria-label="Filter reviews"
      >
        <BusinessPicker value={business} onChange={reset(setBusiness)} />
        <FilterSelect id="review-rating" label="Rating" value={rating} onChange={reset(setRating)} options={RATING_OPTIONS} />
        <div className="grid gap-2">
          <label htmlFor="review-search" className="text-sm font-semibold">
            Search
          </label>
          <SearchInput id="review-search" value={search} onChange={(e) => reset(setSearch)(e.target.value)} placeholder="Username, review or business" />
        </div>
        <FilterSelect
          id="review-sort"
          label="Sort"
          value={grouped ? 'business' : sort}
          onChange={(v) => reset(setSort)(v as AdminReviewSort)}
          disabled={grouped}
          options={ADMIN_REVIEW_SORTS.filter((s) => s !== 'business' || grouped).map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
      </div>

      <div className="grid gap-5 lg:grid-cols-[1fr_18rem] lg:items-start">
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {reviews.data ? `${formatCount(reviews.data.total, 'review')}${filtered ? ' match' : ''}` : ' '}
            </p>
            <SegmentedToggle label="View" options={VIEWS} value={grouped} onChange={reset(setGrouped)} look="compact" />
          </div>
          <PagedList
            query={reviews}
            loading={{ label: 'Loading reviews' }}
            empty={{
              title: filtered ? 'No reviews match these filters' : 'No reviews yet',
              text: filtered ? 'Try another business, rating or search.' : 'Reviews appear here as visitors write them.',
            }}
            page={{ offset, limit: PAGE, onChange: setOffset, label: 'Review pages' }}
          >
            {(page) => (
              <div className={cn('transition-opacity', reviews.isPlaceholderData && 'opacity-60')} aria-busy={reviews.isFetching}>
                <ReviewList data={page} grouped={grouped} onDelete={(review, part) => setDeleting({ review, part })} />
              </div>
            )}
          </PagedList>
        </div>
        {reviews.data && <RatingDistribution stats={reviews.data.stats} />}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={answerOnly ? "Delete the owner's answer?" : 'Delete this review?'}
        description={
          answerOnly ? (
            <>
              The answer of {deleting?.review.businessName}'s owner to {deleting?.review.username} is removed from the site; the review stays.
            </>
          ) : (
            <>
              The review by {deleting?.review.username} of {deleting?.review.businessName} is removed from the site for good, and the business rating is
              updated.
            </>
          )
        }
        confirmLabel={answerOnly ? 'Delete Answer' : 'Delete Review'}
        busy={remove.isPending}
      />
    </section>
  );
}
