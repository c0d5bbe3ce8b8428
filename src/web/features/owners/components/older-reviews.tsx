// The reviews of an owned listing past its newest three, shown on request and ten more at a time, each with
// the same 'Answer publicly' action.
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { useOlderReviews } from '../api/get-listing-reviews';
import { OwnerReview } from './owner-review';
import { itemsOf } from '@web/lib/offset-pages';

export function OlderReviews({ listingId, businessName, after, total }: { listingId: number; businessName: string; after: number; total: number }) {
  const [open, setOpen] = useState(false);
  const query = useOlderReviews(listingId, after, open);
  const reviews = itemsOf(query.data);
  const more = total - after - reviews.length;

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        Show older reviews to answer ({total - after})
      </Button>
    );
  }
  return (
    <div className="grid gap-3">
      {reviews.length > 0 && (
        <ul className="grid divide-y border-t pt-4" aria-label={`Older reviews of ${businessName}`}>
          {reviews.map((review) => (
            <OwnerReview key={review.id} review={review} businessName={businessName} />
          ))}
        </ul>
      )}
      {query.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(query.error)}
        </p>
      )}
      {(query.isPending || query.isFetchingNextPage) && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading...
        </p>
      )}
      {query.hasNextPage && !query.isFetchingNextPage && more > 0 && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void query.fetchNextPage()}>
          Show more reviews ({more})
        </Button>
      )}
    </div>
  );
}
