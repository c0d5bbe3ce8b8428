// One listing's held reviews in the Held reviews tab: the burst as a whole (reviews per hour, the ratings, the
// share from addresses never seen before), Publish all / Remove all, and the reviews one by one.
import { Check, Hash, ShieldAlert, Star, Trash2 } from 'lucide-react';
import { format } from 'date-fns';
import { HOLD_REASON_LABELS, type HeldBurst, type HeldReview } from '@shared/schemas/held-reviews';
import { paths } from '@shared/paths';
import { formatCount } from '@shared/format-count';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { NewTabLink } from '@web/components/new-tab-link';
import { cn } from '@web/lib/utils';
import { ago, formatDateTime } from '../lib/format';

export type HeldAction = { action: 'publish' | 'remove'; review?: HeldReview };

export interface HeldBurstCardProps {
  burst: HeldBurst;
  busy: boolean;
  onAction: (action: HeldAction) => void;
}

export function HeldBurstCard({ burst, busy, onAction }: HeldBurstCardProps) {
  const count = burst.items.length;
  const reasons = [...new Set(burst.items.map((item) => item.reason))];
  const headingId = `held-${burst.businessId}`;
  return (
    <article className={cn('grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:p-5', busy && 'opacity-70')} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="break-words text-lg font-bold leading-snug text-espresso">
            <NewTabLink href={paths.business(burst.businessId)} className="underline-offset-2 hover:underline">
              {burst.businessName}
            </NewTabLink>
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatCount(count, 'review')} held · first written {formatDateTime(burst.firstAt)} ({ago(burst.firstAt)})
          </p>
          <p className="flex items-center gap-1.5 text-sm">
            <Hash className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <span className="sr-only">Listing number: </span>
            <span className="font-mono">{burst.listingNumber}</span>
          </p>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Why they are held">
          {reasons.map((reason) => (
            <li key={reason}>
              <Badge variant="accent">
                <ShieldAlert aria-hidden="true" />
                {HOLD_REASON_LABELS[reason]}
              </Badge>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <PerHour burst={burst} />
        <Ratings burst={burst} />
        <div className="grid content-start gap-1.5">
          <h4 className="text-sm font-bold text-espresso">From new addresses</h4>
          <p className="font-display text-3xl font-extrabold leading-none text-espresso" data-testid="new-sender-share">
            {burst.newSenderPercent}%
          </p>
          <p className="text-xs text-muted-foreground">of these reviews came from addresses never seen in a review before the burst.</p>
        </div>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button size="sm" className="grow basis-40 sm:grow-0" disabled={busy} onClick={() => onAction({ action: 'publish' })}>
          <Check aria-hidden="true" />
          Publish all ({count})
        </Button>
        <Button size="sm" variant="destructive" className="grow basis-40 sm:grow-0" disabled={busy} onClick={() => onAction({ action: 'remove' })}>
          <Trash2 aria-hidden="true" />
          Remove all ({count})
        </Button>
      </div>

      <details className="group rounded-xl border bg-muted/30">
        <summary className="cursor-pointer rounded-xl px-3.5 py-2.5 text-sm font-semibold text-espresso outline-none focus-visible:ring-2 focus-visible:ring-ring">
          The {formatCount(count, 'review')}, one by one
        </summary>
        <ul className="grid gap-2 px-3 pb-3" aria-label={`Held reviews of ${burst.businessName}`}>
          {burst.items.map((review) => (
            <li key={review.id}>
              <HeldReviewRow review={review} busy={busy} onAction={onAction} />
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}

function PerHour({ burst }: { burst: HeldBurst }) {
  const most = Math.max(...burst.perHour.map((hour) => hour.count), 1);
  return (
    <div className="grid content-start gap-1.5">
      <h4 className="text-sm font-bold text-espresso">Reviews per hour</h4>
      <ul className="grid gap-1" aria-label="Reviews per hour">
        {burst.perHour.map(({ hour, count }) => (
          <li key={hour} className="grid grid-cols-[6.5rem_1fr_2rem] items-center gap-2 text-xs">
            <span className="text-muted-foreground">{format(new Date(hour), 'MMM d, h a')}</span>
            <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className="block h-full rounded-full bg-ember" style={{ width: `${(count / most) * 100}%` }} />
            </span>
            <span className="text-right font-semibold tabular-nums">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Ratings({ burst }: { burst: HeldBurst }) {
  const most = Math.max(...burst.ratings.map((row) => row.count), 1);
  return (
    <div className="grid content-start gap-1.5">
      <h4 className="text-sm font-bold text-espresso">Ratings</h4>
      <ul className="grid gap-1" aria-label="Ratings of the held reviews">
        {burst.ratings.map(({ rating, count }) => (
          <li key={rating} className="grid grid-cols-[3rem_1fr_2rem] items-center gap-2 text-xs">
            <span className="font-semibold">
              {rating} <span className="sr-only">stars</span>
              <span aria-hidden="true" className="text-gold-ink">
                ★
              </span>
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className="block h-full rounded-full bg-gold" style={{ width: `${(count / most) * 100}%` }} />
            </span>
            <span className="text-right font-semibold tabular-nums">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function HeldReviewRow({ review, busy, onAction }: { review: HeldReview; busy: boolean; onAction: (action: HeldAction) => void }) {
  return (
    <article className="grid gap-2 rounded-lg bg-card p-3 text-sm" aria-label={`Held review by ${review.username}`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{review.username}</span>
        <span className="inline-flex items-center gap-0.5 text-gold-ink">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          {review.rating}
          <span className="sr-only"> stars</span>
        </span>
        <span className="text-xs text-muted-foreground">{formatDateTime(review.createdAt)}</span>
        {review.newSender && <Badge variant="secondary">New address</Badge>}
        {review.wasPublished && <Badge variant="outline">Was published</Badge>}
      </div>
      <p className="line-clamp-4 whitespace-pre-line break-words">{review.content}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction({ action: 'publish', review })}
          aria-label={`Publish the review by ${review.username}`}
        >
          <Check aria-hidden="true" />
          Publish
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onAction({ action: 'remove', review })}
          aria-label={`Remove the review by ${review.username}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </article>
  );
}
