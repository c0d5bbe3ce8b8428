// Edit Requests: owners' proposed changes to a listing, compared field by field ('From the verified owner'
// when the listing's signed-in owner sent it); Approve applies them, Reject stores the notes and e-mails them.
import { BadgeCheck, Hash, Mail, PenLine } from 'lucide-react';
import { compareEdit } from '@shared/schemas/admin-edit-compare';
import type { EditRequestView } from '@shared/schemas/admin-requests';
import { Badge } from '@web/components/ui/badge';
import { formatCount } from '@shared/format-count';
import { formatDateTime } from '../lib/format';
import { EditComparison } from './edit-comparison';
import { QueuePanel } from './queue-panel';
import { dateFact, RequestCard } from './request-card';
import { EDIT_STATUS_OPTIONS, emptyTexts } from './status-options';

const changedLabels = (r: EditRequestView) =>
  compareEdit(r.originalData, r.proposedChanges)
    .filter((c) => c.changed)
    .map((c) => c.label);

export function EditRequestsTab() {
  return (
    <QueuePanel
      kind="edit-requests"
      title="Edit Requests"
      intro="Changes asked for from Check Status, or by verified owners from their account. Compare them with the listing, then approve to apply them or reject with notes."
      statuses={EDIT_STATUS_OPTIONS}
      searchLabel="Search business name or listing number"
      searchPlaceholder="Business or listing number"
      empty={emptyTexts('edit requests', 'When an owner asks to change a listing, the request appears here.')}
      denyMode="reject"
      denyLabel="Reject"
      copy={{
        approveEffect: 'The proposed changes are applied to the live listing.',
        approved: (name) => ({ title: 'Edit approved', description: `The changes to ${name} are live.` }),
        denied: (name) => ({ title: 'Edit rejected', description: `The listing of ${name} is unchanged.` }),
        approveError: 'Failed to approve edit request',
        denyError: 'Failed to reject edit request',
      }}
      describe={(r) => ({ subject: r.business.businessName, email: r.business.businessEmail })}
      decision={(r) => (r.status === 'pending' ? null : { label: r.status === 'approved' ? 'Approved' : 'Rejected', at: r.updatedAt, text: r.adminNotes })}
      card={(r, a) => {
        const labels = changedLabels(r);
        return (
          <RequestCard
            key={r.id}
            title={r.business.businessName}
            subtitle={
              r.fromOwner ? (
                <span className="flex flex-wrap items-center gap-2">
                  {r.business.businessType}
                  <FromOwnerBadge />
                </span>
              ) : (
                r.business.businessType
              )
            }
            status={r.status}
            facts={[
              { icon: Hash, label: 'Listing number', text: <span className="font-mono">{r.business.listingNumber}</span> },
              dateFact('Requested', r.createdAt),
              { icon: Mail, label: 'Business email', text: r.business.businessEmail || 'No e-mail' },
              {
                icon: PenLine,
                label: 'Fields changed',
                text: labels.length ? `${formatCount(labels.length, 'field')} changed` : 'No visible changes',
              },
            ]}
            {...a}
          >
            {labels.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label="Changed fields">
                {labels.slice(0, 6).map((l) => (
                  <li key={l} className="rounded-full bg-ember-soft px-2.5 py-0.5 text-xs font-semibold text-ember-ink">
                    {l}
                  </li>
                ))}
                {labels.length > 6 && <li className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">+{labels.length - 6} more</li>}
              </ul>
            )}
          </RequestCard>
        );
      }}
      details={(r, decision) => ({
        title: `Edit request: ${r.business.businessName}`,
        description: `Listing ${r.business.listingNumber} · requested ${formatDateTime(r.createdAt)}${r.fromOwner ? ' by its verified owner' : ''}`,
        body: (
          <div className="grid gap-4">
            <EditComparison original={r.originalData} proposed={r.proposedChanges} />
            {decision}
          </div>
        ),
      })}
    />
  );
}

function FromOwnerBadge() {
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      From the verified owner
    </Badge>
  );
}
