// Owner Claims: people who asked to become a listing's verified owner, with their note and document;
// approving makes them the owner (taking it from a current owner), denying e-mails why. Below the queue,
// the changes owners made at once, which staff can undo.
import { Hash, MailCheck, MailX, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClaimView } from '@shared/schemas/owner';
import { formatDateTime } from '../lib/format';
import { DetailSections, contactRow } from './details-dialog';
import { EvidencePhoto } from './evidence-photo';
import { OwnerChangesSection } from './owner-changes-section';
import { QueuePanel } from './queue-panel';
import { RemoveOwnerButton } from './remove-owner-button';
import { dateFact, RequestCard } from './request-card';
import { emptyTexts, REQUEST_STATUS_OPTIONS } from './status-options';

/** The claimant's account e-mail is the listing's business e-mail: had nobody owned it, it was verified at once. */
const emailMatches = (c: ClaimView) => c.accountEmail.trim().toLowerCase() === c.business.businessEmail.trim().toLowerCase();

function approveEffect(c: ClaimView) {
  const becomes = `${c.accountEmail} becomes the verified owner of ${c.business.businessName}: they can edit the listing and answer its reviews.`;
  return c.currentOwnerEmail ? `${becomes} Ownership is transferred: ${c.currentOwnerEmail}, the owner now, loses it.` : becomes;
}

function decisionLabel(c: ClaimView) {
  if (c.status === 'approved') return c.verifiedBy === 'email' ? 'Verified at once by the business e-mail' : 'Approved';
  return 'Denied';
}

function MatchFact({ claim }: { claim: ClaimView }) {
  if (emailMatches(claim)) return <span className="font-semibold text-open">Account e-mail matches the business e-mail</span>;
  return <span>Business e-mail differs: {claim.business.businessEmail || 'none on the listing'}</span>;
}

/** What staff check first, each on a line of its own (never cut short): the e-mail check and a current owner. */
function ClaimChecks({ claim }: { claim: ClaimView }) {
  const Icon = emailMatches(claim) ? MailCheck : MailX;
  return (
    <ul className="grid gap-1.5 text-sm">
      <li className="flex items-start gap-2 break-words">
        <Icon className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <MatchFact claim={claim} />
        </span>
      </li>
      {claim.currentOwnerEmail && (
        <li className="flex items-start gap-2 text-ember-ink">
          <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            Currently owned by <span className="font-semibold">{claim.currentOwnerEmail}</span>
            {claim.status === 'pending' && ': approving transfers it'}
          </span>
        </li>
      )}
    </ul>
  );
}

function Evidence({ claim }: { claim: ClaimView }) {
  if (!claim.evidence && !claim.evidencePhoto) return null;
  return (
    <div className="flex gap-3">
      {claim.evidencePhoto && <EvidencePhoto photo={claim.evidencePhoto} business={claim.business.businessName} />}
      {claim.evidence && <p className="line-clamp-4 whitespace-pre-line break-words text-sm text-muted-foreground">&ldquo;{claim.evidence}&rdquo;</p>}
    </div>
  );
}

function ClaimDetails({ claim, decision }: { claim: ClaimView; decision: ReactNode }) {
  return (
    <div className="grid gap-4">
      <DetailSections
        sections={[
          {
            title: 'Claim',
            rows: [
              contactRow('email', claim.accountEmail, 'Claimant'),
              { label: 'Sent', value: formatDateTime(claim.createdAt) },
              { label: 'E-mail check', value: <MatchFact claim={claim} /> },
              { label: 'Their note', value: claim.evidence, long: true },
              { label: 'Document', value: claim.evidencePhoto && <EvidencePhoto photo={claim.evidencePhoto} business={claim.business.businessName} large /> },
            ],
          },
          {
            title: 'Listing',
            rows: [
              { label: 'Business', value: claim.business.businessName },
              { label: 'Listing number', value: <span className="font-mono">{claim.business.listingNumber}</span> },
              { label: 'Business email', value: claim.business.businessEmail },
              { label: 'Verified owner now', value: claim.currentOwnerEmail ?? 'Nobody' },
            ],
          },
        ]}
      />
      {decision}
    </div>
  );
}

export function OwnerClaimsTab() {
  return (
    <div className="grid gap-10">
      <QueuePanel
        kind="claims"
        title="Owner Claims"
        intro="People who say they own a listing. Read their note and document, then approve to make them its verified owner, or deny with feedback."
        statuses={REQUEST_STATUS_OPTIONS}
        searchLabel="Search business, listing number or e-mail"
        searchPlaceholder="Business, number or e-mail"
        empty={emptyTexts('owner claims', 'When someone claims a listing and their e-mail does not match it, the claim waits here.')}
        copy={{
          approveEffect: 'The claimant becomes the verified owner of the listing.',
          approved: (name) => ({ title: 'Claim approved', description: `${name} has a verified owner.` }),
          denied: (name) => ({ title: 'Claim denied', description: `The claim for ${name} was denied.` }),
          approveError: 'Failed to approve the claim',
          denyError: 'Failed to deny the claim',
        }}
        describe={(c) => ({ subject: c.business.businessName, email: c.accountEmail, approveEffect: approveEffect(c) })}
        decision={(c) => (c.status === 'pending' ? null : { label: decisionLabel(c), at: c.decidedAt, text: c.feedback })}
        card={(c, a) => (
          <RequestCard
            key={c.id}
            title={c.business.businessName}
            subtitle={`Claim by ${c.accountEmail}`}
            status={c.status}
            facts={[
              { icon: Hash, label: 'Listing number', text: <span className="font-mono">{c.business.listingNumber}</span> },
              dateFact('Sent', c.createdAt),
            ]}
            {...a}
          >
            <ClaimChecks claim={c} />
            <Evidence claim={c} />
            {/* The claimant still holds it unless another account does now (then that one's claim offers it). */}
            {c.status === 'approved' && (c.currentOwnerEmail === null || c.currentOwnerEmail === c.accountEmail) && (
              <RemoveOwnerButton listingId={c.business.id} businessName={c.business.businessName} ownerEmail={c.accountEmail} />
            )}
          </RequestCard>
        )}
        details={(c, decision) => ({
          title: `Claim: ${c.business.businessName}`,
          description: `Listing ${c.business.listingNumber} · sent ${formatDateTime(c.createdAt)}`,
          body: <ClaimDetails claim={c} decision={decision} />,
        })}
      />
      <OwnerChangesSection />
    </div>
  );
}
