// One listing the account owns: its name, type, place, status, number and rating, a note while a change of
// name, type or address waits for staff, the ways to its public page and its edit page, its "Still right?"
// yes, what it brought (once live), and its three newest reviews to answer.
import { Clock, MapPin, Pencil, Star } from 'lucide-react';
import { Link } from 'react-router';
import { STATUS_TEXT } from '@shared/reference/listings';
import type { OwnedListing } from '@shared/schemas/owner';
import { Badge } from '@web/components/ui/badge';
import { formatAverage, formatCount } from '@shared/format-count';
import { paths } from '@shared/paths';
import { OlderReviews } from './older-reviews';
import { PublicPageLink } from './public-page-link';
import { OwnerReview } from './owner-review';
import { StillRightRow } from './still-right-row';
import { ButtonLink } from '@web/components/button-link';
import { InsightsPanel } from '@web/components/insights/insights-panel';
import { listingInsights } from '../api/get-listing-insights';

const BADGE = { approved: 'success', pending: 'accent', declined: 'destructive' } as const;

export function OwnedListingCard({ listing }: { listing: OwnedListing }) {
  const headingId = `owned-${listing.id}`;
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  const live = listing.status === 'approved';

  return (
    <article aria-labelledby={headingId} className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-2xl border bg-card p-4 shadow-card sm:p-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="grid min-w-0 gap-1">
            <h3 id={headingId} className="break-words text-xl text-espresso sm:text-2xl">
              {listing.businessName}
            </h3>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted-foreground">
              <span>{listing.businessType}</span>
              {place && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3.5 text-gold-ink" aria-hidden="true" />
                  {place}
                </span>
              )}
            </p>
          </div>
          <Badge variant={BADGE[listing.status]} className="px-3 py-1 text-sm">
            {STATUS_TEXT[listing.status].label}
          </Badge>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Listing number</dt>
            <dd className="font-mono font-semibold text-foreground">{listing.listingNumber}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Rating</dt>
            <dd className="inline-flex items-center gap-1.5">
              <Star className="size-4 fill-gold text-gold" aria-hidden="true" />
              {listing.rating.count > 0 ? (
                <span>
                  <span className="font-semibold text-foreground">{formatAverage(listing.rating.average)}</span>
                  <span className="text-muted-foreground"> · {formatCount(listing.rating.count, 'review')}</span>
                </span>
              ) : (
                <span className="text-muted-foreground">No reviews yet</span>
              )}
            </dd>
          </div>
        </dl>
        {listing.pendingEdit && (
          <p role="note" className="flex gap-2 rounded-xl border border-gold/40 bg-gold-soft/60 px-3.5 py-2.5 text-sm text-espresso">
            <Clock className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
            <span>A change of name, type or address is waiting for our team. The listing keeps its current details until they approve it.</span>
          </p>
        )}
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <ButtonLink to={paths.accountListing(listing.id)}>
            <Pencil aria-hidden="true" />
            Edit listing
            <span className="sr-only"> {listing.businessName}</span>
          </ButtonLink>
          {live && <PublicPageLink listing={listing} />}
        </div>
        {live && <StillRightRow listing={listing} />}
      </header>
      {live && <InsightsPanel title="What your listing brought" {...listingInsights(listing.id)} className="border-t pt-4" />}
      <section aria-labelledby={`${headingId}-reviews`} className="grid gap-3 border-t pt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 id={`${headingId}-reviews`} className="font-sans text-sm font-bold uppercase tracking-wide text-muted-foreground">
            Newest reviews
          </h4>
          {live && listing.rating.count > listing.newestReviews.length && (
            <Link to={paths.reviews(listing.id)} className="text-sm font-semibold text-gold-ink underline-offset-4 hover:underline">
              All {formatCount(listing.rating.count, 'review')}
            </Link>
          )}
        </div>
        {listing.newestReviews.length ? (
          <ul className="grid divide-y">
            {listing.newestReviews.map((review) => (
              <OwnerReview key={review.id} review={review} businessName={listing.businessName} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">When customers review {listing.businessName}, their reviews appear here for you to answer.</p>
        )}
        {listing.rating.count > listing.newestReviews.length && (
          <OlderReviews listingId={listing.id} businessName={listing.businessName} after={listing.newestReviews.length} total={listing.rating.count} />
        )}
      </section>
    </article>
  );
}
