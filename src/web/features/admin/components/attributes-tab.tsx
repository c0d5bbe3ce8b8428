// Attributes: ownership attributes (Black-owned, Woman-owned, …) listings claim, newest first, for staff to
// check. Verifying one asks what staff saw (a private note) and puts 'Verified by The Engine, <Month Year>'
// on the business page; it can be undone. Staff can also set a listing's attributes here.
import { useState } from 'react';
import { verifiedText, type AttributeKey } from '@shared/reference/attributes';
import type { AttributeCheckStatus, AttributeCheckView } from '@shared/schemas/admin-attributes';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin-requests';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { Undo2 } from 'lucide-react';
import { useAttributeChecks, useAttributeVerification, useSetListingAttributes } from '../api/attributes';
import { AttributeCheckCard, type AttributeAction } from './attribute-check-card';
import { ConfirmDialog } from './confirm-dialog';
import { DecisionDialog } from './decision-dialog';
import { EditAttributesDialog } from './edit-attributes-dialog';
import { PagedList } from './list-states';
import { StatusChips } from './queue-toolbar';

const STATUSES: { value: AttributeCheckStatus; label: string }[] = [
  { value: 'unverified', label: 'To check' },
  { value: 'verified', label: 'Verified' },
];

const keyOf = (check: AttributeCheckView) => `${check.listing.id}:${check.attribute}`;

const errorText = (error: unknown) => (isApiError(error) && error.isClientError ? error.message : 'An unexpected error occurred');

export function AttributesTab() {
  const [status, setStatus] = useState<AttributeCheckStatus>('unverified');
  const [offset, setOffset] = useState(0);
  const list = useAttributeChecks({ status, offset, limit: ADMIN_PAGE_SIZE });
  const verification = useAttributeVerification();
  const setAttributes = useSetListingAttributes();
  const [asking, setAsking] = useState<{ check: AttributeCheckView; action: AttributeAction } | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  /** Runs a change for a row, with its toast; the dialog closes once it is done (or is stale). */
  const run = async (check: AttributeCheckView, change: () => Promise<unknown>, done: { title: string; description?: string }) => {
    setBusyKey(keyOf(check));
    try {
      await change();
      toast.success(done.title, { description: done.description });
      setAsking(null);
    } catch (error) {
      toast.error('Error', { description: errorText(error) });
      if (isApiError(error) && error.status === 404) setAsking(null);
    } finally {
      setBusyKey(null);
    }
  };

  const verify = (check: AttributeCheckView, note: string) =>
    run(check, () => verification.mutateAsync({ listingId: check.listing.id, attribute: check.attribute, verify: true, note }), {
      title: `${check.label} verified for ${check.listing.businessName}`,
      description: `Its page now says '${verifiedText(new Date())}'.`,
    });
  const unverify = (check: AttributeCheckView) =>
    run(check, () => verification.mutateAsync({ listingId: check.listing.id, attribute: check.attribute, verify: false }), {
      title: `Verification undone for ${check.listing.businessName}`,
      description: `${check.label} is self-identified again.`,
    });
  const save = (check: AttributeCheckView, attributes: AttributeKey[]) =>
    run(check, () => setAttributes.mutateAsync({ listingId: check.listing.id, attributes }), {
      title: `Attributes of ${check.listing.businessName} saved`,
    });

  const items = list.data?.items ?? [];
  const busy = busyKey !== null;
  const shown = asking?.check;
  return (
    <section className="grid gap-5" aria-labelledby="attributes-heading">
      <div className="grid gap-1">
        <h2 id="attributes-heading" className="text-2xl text-espresso">
          Attributes
        </h2>
        <p className="text-sm text-muted-foreground">
          Ownership a business claims (Black-owned, Woman-owned, …), newest first. Check it, for example against the owner&rsquo;s certification, then verify
          it: the business page says &lsquo;Verified by The Engine&rsquo; with the month. Until then it says &lsquo;Self-identified&rsquo;.
        </p>
      </div>
      <StatusChips
        statuses={STATUSES}
        status={status}
        onStatus={(value) => {
          setStatus(value as AttributeCheckStatus);
          setOffset(0);
        }}
        counts={list.data?.counts}
      />
      <PagedList
        query={list}
        loading={{ label: 'Loading attributes' }}
        empty={
          status === 'unverified'
            ? { title: 'Nothing to check', text: 'When a business says who owns it, the attribute waits here until someone checks it.' }
            : { title: 'No verified attributes yet' }
        }
        page={{ offset, limit: ADMIN_PAGE_SIZE, onChange: setOffset }}
      >
        {() => (
          <div className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching}>
            {items.map((check) => (
              <AttributeCheckCard key={keyOf(check)} check={check} busy={busyKey === keyOf(check)} onAction={(action) => setAsking({ check, action })} />
            ))}
          </div>
        )}
      </PagedList>
      <DecisionDialog
        mode={asking?.action === 'verify' ? 'verify' : null}
        onClose={() => setAsking(null)}
        subject={shown ? `${shown.label}: ${shown.listing.businessName}` : ''}
        approveEffect="Say what you saw, for example the owner's certification. The business page then says who checked it and when; this note stays with staff."
        busy={busy}
        onConfirm={(note) => shown && void verify(shown, note)}
      />
      <ConfirmDialog
        open={asking?.action === 'unverify'}
        onCancel={() => setAsking(null)}
        onConfirm={() => shown && void unverify(shown)}
        busy={busy}
        icon={Undo2}
        title={shown ? `Undo the verification of ${shown.label} for "${shown.listing.businessName}"?` : ''}
        description="Its page says 'Self-identified' again, and the note of what was seen is deleted."
        confirmLabel="Undo verification"
      />
      <EditAttributesDialog
        listing={asking?.action === 'edit' ? shown!.listing : null}
        busy={busy}
        onCancel={() => setAsking(null)}
        onSave={(attributes) => shown && void save(shown, attributes)}
      />
    </section>
  );
}
