// One application's status: the label and message of the spec, the pending-edit badge, Edit Business
// (approved or pending listings only) and the business details.
import { useShownDate } from '@web/lib/use-shown-date';
import { CheckCircle2, Clock, Hourglass, Pencil, XCircle } from 'lucide-react';
import { useState } from 'react';
import { STATUS_TEXT } from '@shared/reference/listings';
import type { ListingStatusResponse } from '@shared/schemas/submission';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { EditListingDialog } from './edit-listing-dialog';
import { ListingDetails } from './listing-details';

const LOOK = {
  pending: { icon: Hourglass, badge: 'accent', panel: 'border-ember/25 bg-ember-soft/60' },
  approved: { icon: CheckCircle2, badge: 'success', panel: 'border-open/25 bg-open-soft' },
  declined: { icon: XCircle, badge: 'destructive', panel: 'border-destructive/25 bg-[#fdecec]' },
} as const;

export function StatusResult({ result }: { result: ListingStatusResponse }) {
  const [editing, setEditing] = useState(false);
  const { status, listing, pendingEdit } = result;
  const submitted = useShownDate(listing.createdAt, 'MMMM d, yyyy');
  const text = STATUS_TEXT[status] ?? { label: 'Unknown', message: '' };
  const look = LOOK[status];
  const Icon = look.icon;
  const editable = status === 'approved' || status === 'pending';

  return (
    <article className="grid gap-6 rounded-2xl border bg-card p-5 shadow-card sm:p-7" aria-labelledby="status-business-name">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="status-business-name" className="text-2xl text-espresso sm:text-3xl">
              {listing.businessName}
            </h2>
            <p className="text-sm text-muted-foreground">
              {listing.businessType} · <span className="font-mono font-semibold text-foreground">{listing.listingNumber}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Badge variant={look.badge} className="px-3 py-1 text-sm">
              <Icon className="size-4" aria-hidden="true" />
              {text.label}
            </Badge>
            {pendingEdit && (
              <Badge variant="default" className="px-3 py-1 text-sm">
                <Clock className="size-4" aria-hidden="true" />
                Edit Request Pending Review
              </Badge>
            )}
          </div>
        </div>
        <div className={cn('grid gap-1 rounded-xl border px-4 py-3', look.panel)}>
          <p className="font-semibold text-espresso">Application status: {text.label}</p>
          <p className="text-sm text-espresso/85">{text.message}</p>
          <p className="text-xs text-muted-foreground">Submitted {submitted}</p>
        </div>
        {editable && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button type="button" onClick={() => setEditing(true)} disabled={pendingEdit} className="sm:w-auto">
              <Pencil aria-hidden="true" />
              Edit Business
            </Button>
            {pendingEdit && <p className="text-sm text-muted-foreground">You can ask for more changes once our team has reviewed this request.</p>}
          </div>
        )}
      </header>
      <ListingDetails listing={listing} />
      {editable && <EditListingDialog listing={listing} open={editing && !pendingEdit} onOpenChange={setEditing} />}
    </article>
  );
}
