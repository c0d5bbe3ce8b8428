// Above a business that staff marked permanently closed: said first, so nobody sets out for it. The page
// stays (its reviews and story are still worth reading); the server answers it with 410 for robots.
import { DoorClosed } from 'lucide-react';
import { PERMANENTLY_CLOSED } from '@shared/reference/reports';
import type { ListingCard } from '@shared/schemas/listing';

export function ClosedNotice({ listing }: { listing: ListingCard }) {
  if (!listing.closedAt) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-ember/40 bg-ember-soft p-4 text-espresso shadow-card" data-testid="closed-notice">
      <DoorClosed className="mt-0.5 size-6 shrink-0 text-ember-ink" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-lg font-bold text-ember-ink">{PERMANENTLY_CLOSED}</p>
        <p className="text-sm">{listing.businessName} has closed for good. Its page stays here with its reviews; it no longer shows in search.</p>
      </div>
    </div>
  );
}
