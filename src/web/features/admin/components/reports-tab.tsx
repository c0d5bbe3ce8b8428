// Reports: what visitors reported about a business ('Report a problem') or a review ('Report review'),
// grouped by what it is about with the reasons counted, the most reported first. Staff dismiss them, correct
// the listing, mark it closed (it leaves search; they can reopen it) or delete the review; the listing's
// owner is e-mailed when the decision concerns them.
import { useState } from 'react';
import type { ReportStatus } from '@shared/reference/reports';
import { ADMIN_PAGE_SIZE } from '@shared/schemas/admin-requests';
import type { ReportGroupView } from '@shared/schemas/admin-reports';
import { isApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { cn } from '@web/lib/utils';
import { useListingClosure, useReportDecision, useReports } from '../api/reports';
import { ConfirmDialog } from './confirm-dialog';
import { StatusChips } from './queue-toolbar';
import { PagedList } from './list-states';
import { ReportCard, type ReportAction } from './report-card';

const STATUSES: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Decided' },
];

/** What each action says once done. */
const DONE: Record<ReportAction, (name: string) => string> = {
  dismiss: () => 'Reports dismissed',
  edited: (name) => `${name}: reports closed as edited`,
  close: (name) => `${name} marked permanently closed`,
  'delete-review': () => 'Review deleted',
  reopen: (name) => `${name} reopened`,
};

/** The actions that ask first: they change what visitors see. */
type Confirmed = Extract<ReportAction, 'close' | 'delete-review'>;

export function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [offset, setOffset] = useState(0);
  const list = useReports({ status, offset, limit: ADMIN_PAGE_SIZE });
  const decision = useReportDecision();
  const closure = useListingClosure();
  const [asking, setAsking] = useState<{ group: ReportGroupView; action: Confirmed } | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const run = async (group: ReportGroupView, action: ReportAction) => {
    const name = group.listing.businessName;
    setBusyKey(group.key);
    try {
      const result =
        action === 'reopen'
          ? await closure.mutateAsync({ id: group.listing.id, closed: false })
          : group.kind === 'review' && (action === 'dismiss' || action === 'delete-review')
            ? await decision.mutateAsync({ kind: 'review', id: group.review!.id, decision: action })
            : await decision.mutateAsync({ kind: 'listing', id: group.listing.id, decision: action as 'dismiss' | 'edited' | 'close' });
      toast.success(DONE[action](name), {
        description: result.emailed ? `The owner, ${group.listing.ownerEmail ?? 'on file'}, has been e-mailed.` : undefined,
      });
      setAsking(null);
    } catch (error) {
      toast.error('Error', { description: isApiError(error) && error.isClientError ? error.message : 'An unexpected error occurred' });
      if (isApiError(error) && (error.status === 404 || error.status === 409)) setAsking(null);
    } finally {
      setBusyKey(null);
    }
  };

  const act = (group: ReportGroupView, action: ReportAction) => {
    if (action === 'close' || action === 'delete-review') setAsking({ group, action });
    else void run(group, action);
  };

  const items = list.data?.items ?? [];
  const counts = list.data?.counts;
  const askingName = asking?.group.listing.businessName ?? '';
  return (
    <section className="grid gap-5" aria-labelledby="reports-heading">
      <div className="grid gap-1">
        <h2 id="reports-heading" className="text-2xl text-espresso">
          Reports
        </h2>
        <p className="text-sm text-muted-foreground">
          What visitors reported about a business or a review, the most reported first. Dismiss a report, correct the listing, mark the business closed or
          delete the review; the owner is e-mailed when a decision concerns them.
        </p>
      </div>
      <StatusChips
        statuses={STATUSES}
        status={status}
        onStatus={(value) => {
          setStatus(value as ReportStatus);
          setOffset(0);
        }}
        counts={counts}
      />
      <PagedList
        query={list}
        loading={{ label: 'Loading reports' }}
        empty={
          status === 'open'
            ? { title: 'No open reports', text: 'When a visitor reports a problem with a business or a review, it waits here.' }
            : { title: 'No decided reports yet' }
        }
        page={{ offset, limit: ADMIN_PAGE_SIZE, onChange: setOffset }}
      >
        {() => (
          <div className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isFetching}>
            {items.map((group) => (
              <ReportCard key={group.key} group={group} busy={busyKey === group.key} onAction={(action) => act(group, action)} />
            ))}
          </div>
        )}
      </PagedList>
      <ConfirmDialog
        open={asking !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking.group, asking.action)}
        busy={busyKey !== null}
        title={asking?.action === 'close' ? `Mark "${askingName}" permanently closed?` : `Delete this review of "${askingName}"?`}
        description={
          asking?.action === 'close'
            ? `It leaves search and its page says 'Permanently closed'. You can reopen it from this tab.${asking.group.listing.ownerEmail ? ` Its owner, ${asking.group.listing.ownerEmail}, is e-mailed.` : ''}`
            : 'The review is removed from the business page for good.'
        }
        confirmLabel={asking?.action === 'close' ? 'Mark closed' : 'Delete review'}
      />
    </section>
  );
}
