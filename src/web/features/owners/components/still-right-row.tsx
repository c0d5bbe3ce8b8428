// The owner's "Still right?" on /account: when they last confirmed the listing, and a one-tap 'Yes, still
// right' that tells visitors they checked it (their own edits count too).
import { CircleCheck } from 'lucide-react';
import { ownerConfirmedLabel } from '@shared/reference/owner-confirmation';
import type { OwnedListing } from '@shared/schemas/owner';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useConfirmOwnedListing } from '../api/still-right';

export function StillRightRow({ listing }: { listing: Pick<OwnedListing, 'id' | 'businessName' | 'ownerConfirmedAt'> }) {
  const confirm = useConfirmOwnedListing();
  const label = ownerConfirmedLabel(listing.ownerConfirmedAt);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border bg-muted/40 px-3.5 py-2.5 text-sm">
      <p className="min-w-0 text-espresso">
        <span className="font-semibold">Is this still right?</span> <span className="text-muted-foreground">{label ?? 'Not confirmed yet.'}</span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(listing.id, {
            onSuccess: () => toast.success('Thank you!', { description: `${listing.businessName} is confirmed.` }),
            onError: (error) => toast.error('Could not confirm', { description: errorMessage(error) }),
          })
        }
      >
        <CircleCheck aria-hidden="true" />
        Yes, still right
        <span className="sr-only"> for {listing.businessName}</span>
      </Button>
    </div>
  );
}
