// 'Remove owner': after a confirmation, the listing loses its verified owner (its page stays as it is).
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useRevokeOwner } from '../api/owners';
import { ConfirmDialog } from './confirm-dialog';

export function RemoveOwnerButton({ listingId, businessName, ownerEmail }: { listingId: number; businessName: string; ownerEmail: string | null }) {
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeOwner();
  const confirm = () =>
    revoke.mutate(listingId, {
      onSuccess: () => {
        setAsking(false);
        toast.success('Owner removed', { description: `${businessName} no longer has a verified owner.` });
      },
      onError: (error) => {
        setAsking(false);
        toast.error('Error', { description: isApiError(error) && error.isClientError ? error.message : 'Failed to remove the owner' });
      },
    });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setAsking(true)}
        className="w-fit border-destructive/40 text-destructive hover:border-destructive hover:bg-red-50"
        aria-label={`Remove the owner of ${businessName}`}
      >
        <UserX aria-hidden="true" />
        Remove owner
      </Button>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
        title={`Remove the owner of “${businessName}”?`}
        description={`${ownerEmail ?? 'The verified owner'} can no longer edit this listing or answer its reviews, and its 'Verified owner' badge goes. The listing itself stays as it is.`}
        confirmLabel="Remove owner"
        icon={UserX}
        busy={revoke.isPending}
      />
    </>
  );
}
