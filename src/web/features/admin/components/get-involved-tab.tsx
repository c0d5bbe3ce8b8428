// Get Involved: people who asked to help with a cause; accepting or declining e-mails them.
import { BookOpen, Mail, Phone } from 'lucide-react';
import { formatDateTime } from '../lib/format';
import { DetailSections, contactRow } from './details-dialog';
import { QueuePanel } from './queue-panel';
import { dateFact, RequestCard } from './request-card';
import { emptyTexts, REQUEST_STATUS_OPTIONS } from './status-options';

export function GetInvolvedTab() {
  return (
    <QueuePanel
      kind="get-involved"
      title="Get Involved"
      intro="Visitors who want to help with a cause or event. Approve to confirm their interest, or deny with a short explanation."
      statuses={REQUEST_STATUS_OPTIONS}
      searchLabel="Search name, e-mail or article"
      searchPlaceholder="Name, e-mail or article"
      empty={emptyTexts('get-involved requests', 'People who fill in the Get Involved form appear here.')}
      copy={{
        approveEffect: 'The person is told their interest was accepted and that they will be contacted.',
        approved: (name) => ({ title: 'Request approved', description: `${name} was accepted.` }),
        denied: (name) => ({ title: 'Request denied', description: `${name}'s request was denied.` }),
        approveError: 'Failed to approve request',
        denyError: 'Failed to deny request',
      }}
      describe={(l) => ({ subject: `${l.firstName} ${l.lastName}`, email: l.email })}
      decision={(l) => (l.status === 'pending' ? null : { label: l.status === 'approved' ? 'Approved' : 'Denied', at: l.decidedAt, text: l.feedback })}
      card={(l, a) => (
        <RequestCard
          key={l.id}
          title={`${l.firstName} ${l.lastName}`}
          subtitle={l.articleTitle ? `Interested in “${l.articleTitle}”` : 'General interest'}
          status={l.status}
          facts={[
            { icon: Mail, label: 'Email', text: l.email },
            { icon: Phone, label: 'Phone', text: l.phone },
            dateFact('Submitted', l.createdAt),
            ...(l.articleTitle ? [{ icon: BookOpen, label: 'Article', text: l.articleTitle }] : []),
          ]}
          {...a}
        >
          {l.reason && <p className="line-clamp-2 text-sm text-muted-foreground">&ldquo;{l.reason}&rdquo;</p>}
        </RequestCard>
      )}
      details={(l, decision) => ({
        title: `${l.firstName} ${l.lastName}`,
        description: `Submitted ${formatDateTime(l.createdAt)}`,
        body: (
          <div className="grid gap-4">
            <DetailSections
              sections={[
                {
                  title: 'Person',
                  rows: [{ label: 'Name', value: `${l.firstName} ${l.lastName}` }, contactRow('email', l.email), contactRow('phone', l.phone)],
                },
                {
                  title: 'Interest',
                  rows: [
                    { label: 'Article', value: l.articleTitle },
                    { label: 'Reason', value: l.reason, long: true },
                  ],
                },
              ]}
            />
            {decision}
          </div>
        ),
      })}
    />
  );
}
