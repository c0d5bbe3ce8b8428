// Held reviews: reviews held for a look because their listing received far more than usual at once (or several
// low ratings within hours), grouped by listing with the burst shown. Staff publish or remove a listing's held
// reviews all at once (after a confirm) or one by one; publishing puts them on the page as written then.
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { HeldBurst } from '@shared/schemas/held-reviews';
import { formatCount } from '@shared/format-count';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useHeldDecision, useHeldReviews } from '../api/held-reviews';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState, ErrorState, ListSkeleton } from './list-states';
import { HeldBurstCard, type HeldAction } from './held-burst-card';

export function HeldReviewsTab() {
  const list = useHeldReviews();
  const decision = useHeldDecision();
  const [asking, setAsking] = useState<{ burst: HeldBurst; action: HeldAction } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (burst: HeldBurst, { action, review }: HeldAction) => {
    setBusyId(burst.businessId);
    try {
      const result = await decision.mutateAsync({ action, businessId: burst.businessId, ...(review ? { ids: [review.id] } : {}) });
      toast.success(
        action === 'publish'
          ? `${formatCount(result.published, 'review')} of ${burst.businessName} published`
          : `${formatCount(result.removed, 'review')} of ${burst.businessName} removed`,
      );
      setAsking(null);
    } catch (error) {
      toast.error('Error', { description: isApiError(error) && error.isClientError ? error.message : 'An unexpected error occurred' });
      if (isApiError(error) && error.status === 404) setAsking(null);
    } finally {
      setBusyId(null);
    }
  };

  // Publishing one review needs no confirm; the rest change many reviews or cannot be undone.
  const act = (burst: HeldBurst, action: HeldAction) => {
    if (action.action === 'publish' && action.review) void run(burst, action);
    else setAsking({ burst, action });
  };

  const bursts = list.data?.bursts ?? [];
  const confirm = asking && confirmText(asking.burst, asking.action);
  return (
    <section className="grid gap-5" aria-labelledby="held-reviews-heading">
      <div className="grid gap-1">
        <h2 id="held-reviews-heading" className="text-2xl text-espresso">
          Held reviews
        </h2>
        <p className="text-sm text-muted-foreground">
          Reviews held because their business received far more than usual at once, or several low ratings within hours. They count in no rating until
          published; the business page says some recent reviews are being checked. Look at each burst as a whole, then publish or remove it.
        </p>
      </div>
      {list.isPending ? (
        <ListSkeleton label="Loading held reviews" count={2} />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : bursts.length === 0 ? (
        <EmptyState icon={Check} title="No held reviews" text="When a business receives a burst of reviews, they wait here instead of being published." />
      ) : (
        <div className={cn('grid gap-3 transition-opacity', list.isFetching && 'opacity-80')} aria-busy={list.isFetching}>
          {bursts.map((burst) => (
            <HeldBurstCard key={burst.businessId} burst={burst} busy={busyId === burst.businessId} onAction={(action) => act(burst, action)} />
          ))}
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking.burst, asking.action)}
        busy={busyId !== null}
        title={confirm?.title ?? ''}
        description={confirm?.description ?? ''}
        confirmLabel={confirm?.label ?? ''}
        icon={asking?.action.action === 'publish' ? Check : undefined}
      />
    </section>
  );
}

function confirmText(burst: HeldBurst, { action, review }: HeldAction) {
  const name = burst.businessName;
  if (review) {
    return { title: `Remove the review by ${review.username}?`, description: `It is deleted for good and never shown on ${name}.`, label: 'Remove review' };
  }
  const count = formatCount(burst.items.length, 'held review');
  return action === 'publish'
    ? {
        title: `Publish all ${count} of "${name}"?`,
        description: 'They appear on the business page with the dates they were written and count in its rating. Its owner is e-mailed about new ones.',
        label: 'Publish all',
      }
    : { title: `Remove all ${count} of "${name}"?`, description: 'They are deleted for good; the rating stays as it is.', label: 'Remove all' };
}
