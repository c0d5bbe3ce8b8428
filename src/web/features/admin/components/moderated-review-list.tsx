// Review cards with a delete button (and one for the owner's answer), as one list or grouped by business.
import { ExternalLink, Trash2 } from 'lucide-react';
import type { AdminReview, AdminReviewsResponse } from '@shared/schemas/admin-reviews';
import { Button } from '@web/components/ui/button';
import { Stars } from '@web/components/stars';
import { paths } from '@shared/paths';
import { formatAverage, formatCount } from '@shared/format-count';
import { formatDate } from '../lib/format';

/** What staff delete: the whole review, or only the verified owner's answer to it. */
export type Deletion = 'review' | 'answer';

function ReviewCard({ review, onDelete, showBusiness }: { review: AdminReview; onDelete: (part: Deletion) => void; showBusiness: boolean }) {
  return (
    <li className="grid gap-2 rounded-2xl border bg-card p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Stars value={review.rating} tone="dashboard" whole />
            <span className="font-semibold">{review.username}</span>
          </div>
          <p className="text-xs text-muted-foreground">
            {formatDate(review.createdAt)}
            {showBusiness && (
              <>
                {' · '}
                <a href={paths.reviews(review.businessId)} target="_blank" rel="noreferrer" className="font-semibold text-gold-ink hover:underline">
                  {review.businessName}
                </a>
              </>
            )}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDelete('review')}
          aria-label={`Delete the review by ${review.username}`}
          className="border-destructive/40 text-destructive hover:border-destructive hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <p className="whitespace-pre-wrap break-words text-sm">{review.content}</p>
      {review.ownerReply && (
        <div className="ml-3 grid gap-1.5 rounded-xl border-l-4 border-gold bg-gold-soft/50 px-3 py-2.5 sm:ml-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs font-bold text-espresso">Response from the owner</p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onDelete('answer')}
              aria-label={`Delete the owner's answer to ${review.username}`}
              className="text-destructive hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" />
              Delete answer
            </Button>
          </div>
          <p className="whitespace-pre-wrap break-words text-sm">{review.ownerReply}</p>
        </div>
      )}
    </li>
  );
}

export function ReviewList({
  data,
  grouped,
  onDelete,
}: {
  data: AdminReviewsResponse;
  grouped: boolean;
  onDelete: (review: AdminReview, part: Deletion) => void;
}) {
  if (!grouped) {
    return (
      <ul className="grid gap-3" aria-label="Reviews">
        {data.items.map((r) => (
          <ReviewCard key={r.id} review={r} onDelete={(part) => onDelete(r, part)} showBusiness />
        ))}
      </ul>
    );
  }
  // Keyed by business, so a page still loading in the old order groups correctly too.
  const byBusiness = new Map<number, { businessId: number; items: AdminReview[] }>();
  for (const review of data.items) {
    const group = byBusiness.get(review.businessId) ?? { businessId: review.businessId, items: [] };
    group.items.push(review);
    byBusiness.set(review.businessId, group);
  }
  const groups = [...byBusiness.values()];
  const summary = new Map(data.businesses.map((b) => [b.id, b]));
  return (
    <div className="grid gap-5">
      {groups.map((group) => {
        const business = summary.get(group.businessId);
        const name = business?.businessName ?? group.items[0]!.businessName;
        return (
          <section key={group.businessId} className="grid gap-3 rounded-3xl border bg-muted/40 p-3 sm:p-4" aria-label={`Reviews of ${name}`}>
            <header className="flex flex-wrap items-center justify-between gap-2 px-1">
              <div className="grid gap-0.5">
                <h3 className="text-lg text-espresso">{name}</h3>
                {business && (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Stars value={business.average} size="sm" tone="dashboard" whole />
                    {formatAverage(business.average)} · {formatCount(business.count, 'review')} in total
                  </p>
                )}
              </div>
              <Button asChild variant="ghost" size="sm">
                <a href={paths.reviews(group.businessId)} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Public page
                </a>
              </Button>
            </header>
            <ul className="grid gap-3">
              {group.items.map((r) => (
                <ReviewCard key={r.id} review={r} onDelete={(part) => onDelete(r, part)} showBusiness={false} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
