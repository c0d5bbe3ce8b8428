// Owner changes: what verified owners changed on their listings at once (no staff review), newest first,
// each field before and after; staff undo one ('Revert') or take the listing from its owner.
import { Calendar, Mail, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { OwnerChangeView } from '@shared/schemas/owner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useOwnerChanges, useRevertOwnerChange } from '../api/owners';
import { ago, formatDateTime } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { EditComparison } from './edit-comparison';
import { RemoveOwnerButton } from './remove-owner-button';
import { PagedList } from './list-states';

const PAGE = 10;
const COLUMNS = { original: 'Before', proposed: 'After' };

/** Photos by their file names: whole addresses would fill the table with the same folder again and again. */
const readable = (values: Record<string, unknown>) =>
  Array.isArray(values.businessPhotos)
    ? { ...values, businessPhotos: values.businessPhotos.map((url) => String(url).split('/').pop() ?? '').filter(Boolean) }
    : values;

export function OwnerChangesSection() {
  const [offset, setOffset] = useState(0);
  const list = useOwnerChanges({ limit: PAGE, offset });
  const revert = useRevertOwnerChange();
  const [reverting, setReverting] = useState<OwnerChangeView | null>(null);
  const items = list.data?.items ?? [];

  const confirmRevert = () => {
    if (!reverting) return;
    const name = reverting.business.businessName;
    revert.mutate(reverting.id, {
      onSuccess: () => {
        setReverting(null);
        toast.success('Change reverted', { description: `${name} shows the earlier values again.` });
      },
      onError: (error) => {
        setReverting(null);
        toast.error('Error', { description: isApiError(error) && error.isClientError ? error.message : 'Failed to revert the change' });
      },
    });
  };

  return (
    <section className="grid gap-5 border-t pt-8" aria-labelledby="owner-changes-heading">
      <div className="grid gap-1">
        <h2 id="owner-changes-heading" className="text-2xl text-espresso">
          Owner changes
        </h2>
        <p className="text-sm text-muted-foreground">
          Verified owners change their description, contact details, hours, services and photos at once. Check what changed and revert anything that should not
          be there.
        </p>
      </div>
      <PagedList
        query={list}
        loading={{ label: 'Loading owner changes', count: 2 }}
        empty={{ title: 'No owner changes yet', text: 'When a verified owner updates their listing, the change appears here.' }}
        page={{ offset, limit: PAGE, onChange: setOffset, label: 'Owner change pages' }}
      >
        {() => (
          <ul className="grid gap-3" aria-busy={list.isFetching}>
            {items.map((change) => (
              <li key={change.id}>
                <ChangeCard change={change} onRevert={() => setReverting(change)} busy={revert.isPending && reverting?.id === change.id} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={reverting !== null}
        onCancel={() => setReverting(null)}
        onConfirm={confirmRevert}
        title={`Revert the change to “${reverting?.business.businessName ?? ''}”?`}
        description="The fields this change touched go back to their values before it, on the public page at once. The owner keeps the listing."
        confirmLabel="Revert"
        icon={Undo2}
        busy={revert.isPending}
      />
    </section>
  );
}

function ChangeCard({ change, onRevert, busy }: { change: OwnerChangeView; onRevert: () => void; busy: boolean }) {
  const name = change.business.businessName;
  return (
    <article className="grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:p-5" aria-label={`Change to ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="break-words text-lg font-bold leading-snug text-espresso">{name}</h3>
          <p className="font-mono text-sm text-muted-foreground">{change.business.listingNumber}</p>
        </div>
        {change.revertedAt && (
          <Badge variant="secondary">
            <RotateCcw aria-hidden="true" />
            Reverted {formatDateTime(change.revertedAt)}
          </Badge>
        )}
      </div>
      <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        <li className="flex min-w-0 items-start gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
          <span className="sr-only">Owner: </span>
          <span className="min-w-0 [overflow-wrap:anywhere]">{change.accountEmail ?? 'Owner account removed'}</span>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Calendar className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
          <span className="sr-only">Changed: </span>
          <span className="truncate">
            {formatDateTime(change.createdAt)} ({ago(change.createdAt)})
          </span>
        </li>
      </ul>
      <EditComparison original={readable(change.before)} proposed={readable(change.after)} columns={COLUMNS} />
      <div className="flex flex-wrap gap-2 border-t pt-4">
        {!change.revertedAt && (
          <Button variant="outline" size="sm" onClick={onRevert} disabled={busy} aria-label={`Revert the change to ${name}`}>
            <Undo2 aria-hidden="true" />
            Revert
          </Button>
        )}
        {/* Whoever owns it now, who may no longer be the one who made this change. */}
        <RemoveOwnerButton listingId={change.business.id} businessName={name} ownerEmail={null} />
      </div>
    </article>
  );
}
