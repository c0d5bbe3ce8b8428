// Quick Stats: founded (the year the owner gave, else the month and year the listing was approved), category,
// distance from the visitor when their location is known, and 'New Business' for listings approved in the
// last 90 days.
import { BarChart3, CalendarDays, Loader2, Navigation, Sparkles, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { distanceMiles, formatMiles } from '@shared/distance';
import type { ListingCard } from '@shared/schemas/listing';
import { useFoundedLabel, isNewBusiness } from '../lib/listing-text';
import { useVisitorLocation } from '@web/lib/visitor-location';
import { DetailCard } from './detail-card';

export function QuickStats({ listing }: { listing: ListingCard }) {
  const founded = useFoundedLabel(listing);
  const { state, coords, request } = useVisitorLocation();
  const located = listing.latitude !== null && listing.longitude !== null;
  const miles = coords && located ? distanceMiles(coords, { latitude: listing.latitude!, longitude: listing.longitude! }) : null;

  let distance: ReactNode;
  if (!located) distance = <span className="text-muted-foreground">Not available</span>;
  else if (miles !== null) distance = <span data-testid="detail-distance">{formatMiles(miles)} away</span>;
  else if (state.status === 'locating')
    distance = (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" /> Locating...
      </span>
    );
  else
    distance = (
      <button
        type="button"
        onClick={() => void request()}
        className="min-h-8 cursor-pointer rounded-md text-left font-semibold text-gold-ink underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Show my distance
      </button>
    );

  const fresh = isNewBusiness(listing);
  return (
    <DetailCard title="Quick Stats" icon={BarChart3}>
      <dl className="grid grid-cols-2 gap-3">
        <Stat icon={CalendarDays} label="Founded" value={founded} />
        <Stat icon={Store} label="Category" value={listing.businessType} />
        <Stat icon={Navigation} label="Distance" value={distance} />
        <Stat icon={Sparkles} label="Status" value={fresh ? 'New Business' : 'Established'} highlight={fresh} />
      </dl>
    </DetailCard>
  );
}

function Stat({ icon: Icon, label, value, highlight }: { icon: typeof Store; label: string; value: ReactNode; highlight?: boolean }) {
  return (
    <div className={highlight ? 'flex flex-col gap-1 rounded-xl bg-ember-soft p-3' : 'flex flex-col gap-1 rounded-xl bg-muted/60 p-3'}>
      <dt className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-muted-foreground">
        <Icon className="size-3.5 text-gold-dark" aria-hidden="true" />
        {label}
      </dt>
      <dd className={highlight ? 'break-words text-sm font-bold text-ember-ink' : 'break-words text-sm font-semibold'}>{value}</dd>
    </div>
  );
}
