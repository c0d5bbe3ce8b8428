// Business Requests: listings waiting for review; approval puts them in the directory at once, denial
// e-mails the feedback to the business.
import { Hash, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingRequestView } from '@shared/schemas/admin-requests';
import { PRICE_LEVELS } from '@shared/reference';
import { formatDate, formatDateTime, hrefOf } from '../lib/format';
import { DetailSections, contactRow } from './details-dialog';
import { PhotoStrip } from './photo-strip';
import { QueuePanel } from './queue-panel';
import { dateFact, RequestCard } from './request-card';
import { emptyTexts, LISTING_STATUS_OPTIONS } from './status-options';

const place = (r: ListingRequestView) => [r.city, r.state].filter(Boolean).join(', ');

function ListingDetails({ r, decision }: { r: ListingRequestView; decision: ReactNode }) {
  const price = PRICE_LEVELS.find((p) => p.level === r.priceLevel)?.label;
  return (
    <div className="grid gap-5">
      <PhotoStrip label="Business photos" images={r.businessPhotos.map((url, i) => ({ url, alt: `Photo ${i + 1} of ${r.businessName}` }))} />
      <DetailSections
        sections={[
          {
            title: 'Business',
            rows: [
              { label: 'Business Type', value: r.businessType },
              { label: 'Year Founded', value: r.yearFounded },
              { label: 'Description', value: r.description, long: true },
              { label: 'Business Hours', value: r.businessHours },
              { label: 'Services Offered', value: r.servicesOffered },
              { label: 'Keywords', value: r.keywords },
              { label: 'Price Level', value: price },
            ],
          },
          {
            title: 'Contact',
            rows: [
              { label: 'Address', value: r.formattedAddress || r.address },
              contactRow('phone', r.phoneNumber, 'Phone Number'),
              contactRow('email', r.businessEmail, 'Business Email'),
              {
                label: 'Website',
                value: r.website && (
                  <a className="text-gold-ink underline underline-offset-2" href={hrefOf(r.website)} target="_blank" rel="noreferrer">
                    {r.website}
                  </a>
                ),
              },
              { label: 'Social Media', value: r.socialMediaPlatforms.map((s) => `${s.platform}: ${s.username}`).join(', ') || r.socialMediaHandles },
            ],
          },
          {
            title: 'Founder',
            rows: [
              { label: 'Founder Name', value: r.founderName },
              { label: 'Founder Bio', value: r.founderBio, long: true },
            ],
          },
          {
            title: 'Record',
            rows: [
              { label: 'Listing Number', value: <span className="font-mono">{r.listingNumber}</span> },
              { label: 'EIN #', value: r.ein },
              { label: 'Submitted', value: formatDateTime(r.createdAt) },
              { label: 'Location found', value: r.latitude !== null ? 'Yes: shows in distance searches' : 'No: the address could not be placed on the map' },
              { label: 'Owner account', value: r.userId ? `${r.userId} (an owner link is made on approval)` : null },
            ],
          },
        ]}
      />
      {decision}
    </div>
  );
}

export function BusinessRequestsTab() {
  return (
    <QueuePanel
      kind="listing-requests"
      title="Business Requests"
      intro="Businesses submitted through List Your Business. Approve to publish them in the directory, or deny with feedback for the owner."
      statuses={LISTING_STATUS_OPTIONS}
      searchLabel="Search name, e-mail or listing number"
      searchPlaceholder="Name, e-mail or number"
      empty={emptyTexts('business requests', 'New submissions appear here as soon as they are sent.')}
      copy={{
        approveEffect: 'The business is listed in the directory and appears in search right away.',
        approved: (name) => ({ title: 'Request approved', description: `${name} is now listed in the directory.` }),
        denied: (name) => ({ title: 'Request denied', description: `${name} was declined.` }),
        approveError: 'Failed to approve business request',
        denyError: 'Failed to deny business request',
      }}
      describe={(r) => ({ subject: r.businessName, email: r.businessEmail })}
      decision={({ lastDecision: d }) =>
        d && { label: d.decision === 'approved' ? 'Approved' : 'Declined', by: d.adminUsername, at: d.decidedAt, text: d.feedback }
      }
      card={(r, a) => (
        <RequestCard
          key={r.id}
          title={r.businessName}
          subtitle={[r.businessType, place(r)].filter(Boolean).join(' · ')}
          status={r.status}
          facts={[
            { icon: Hash, label: 'Listing number', text: <span className="font-mono">{r.listingNumber}</span> },
            dateFact('Submitted', r.createdAt),
            { icon: Mail, label: 'Business email', text: r.businessEmail || 'No e-mail' },
            { icon: Phone, label: 'Phone', text: r.phoneNumber || 'No phone' },
            ...(r.founderName ? [{ icon: User, label: 'Founder', text: r.founderName }] : []),
            ...(r.address ? [{ icon: MapPin, label: 'Address', text: r.formattedAddress || r.address }] : []),
          ]}
          {...a}
        >
          {r.description && <p className="line-clamp-2 text-sm text-muted-foreground">{r.description}</p>}
        </RequestCard>
      )}
      details={(r, decision) => ({
        title: r.businessName,
        description: `${r.businessType} · submitted ${formatDate(r.createdAt)}`,
        body: <ListingDetails r={r} decision={decision} />,
      })}
    />
  );
}
