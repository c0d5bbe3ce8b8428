// Event Requests: community events sent through List Your Community Event; approved ones are featured
// on Get Involved, denied ones get the feedback by e-mail.
import { Building2, Calendar, Mail, MapPin, Phone, Tag } from 'lucide-react';
import type { EventRequestView } from '@shared/schemas/admin-requests';
import { ago, formatDate, formatDateTime } from '../lib/format';
import { DecisionNote } from './decision-note';
import { DetailSections } from './details-dialog';
import { QueuePanel } from './queue-panel';
import { RequestCard } from './request-card';
import { emptyTexts, REQUEST_STATUS_OPTIONS } from './status-options';

function EventDetails({ e }: { e: EventRequestView }) {
  const images = [
    ...(e.organizationLogo ? [{ url: e.organizationLogo, alt: `${e.organizationName} logo` }] : []),
    ...e.eventPhotos.map((url, i) => ({ url, alt: `Event photo ${i + 1}` })),
  ];
  return (
    <div className="grid gap-5">
      {images.length > 0 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Logo and photos">
          {images.map((img) => (
            <li key={img.url} className="shrink-0">
              <a href={img.url} target="_blank" rel="noreferrer">
                <img src={img.url} alt={img.alt} className="size-24 rounded-xl border object-cover" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <DetailSections
        sections={[
          {
            title: 'Event',
            rows: [
              { label: 'Event Name', value: e.eventName },
              { label: 'Organization', value: e.organizationName },
              { label: 'Main Topic', value: e.mainTopic },
              { label: 'Tagline', value: e.tagline },
              { label: 'Cause', value: e.cause, long: true },
              { label: 'Address', value: e.eventAddress },
              { label: 'Entry Fee', value: e.entryFee },
              { label: 'Offering Pay', value: e.offeringPay },
            ],
          },
          {
            title: 'Contact',
            rows: [
              { label: 'Name', value: `${e.contactFirstName} ${e.contactLastName}` },
              {
                label: 'Email',
                value: (
                  <a className="hover:underline" href={`mailto:${e.email}`}>
                    {e.email}
                  </a>
                ),
              },
              {
                label: 'Phone',
                value: (
                  <a className="hover:underline" href={`tel:${e.phone}`}>
                    {e.phone}
                  </a>
                ),
              },
              { label: 'Submitted', value: formatDateTime(e.createdAt) },
            ],
          },
          { title: 'Article about the issue', rows: [{ label: 'Article', value: e.article, long: true }] },
        ]}
      />
      {e.status !== 'pending' && (
        <div className="rounded-xl bg-muted/70 p-4 text-sm">
          <DecisionNote label={e.status === 'approved' ? 'Approved' : 'Denied'} at={e.decidedAt} text={e.feedback} />
        </div>
      )}
    </div>
  );
}

export function EventsTab() {
  return (
    <QueuePanel
      kind="events"
      title="Event Requests"
      intro="Community events organizations asked to list. Approved events are featured on Get Involved."
      statuses={REQUEST_STATUS_OPTIONS}
      searchLabel="Search event, organization or e-mail"
      searchPlaceholder="Event, organization, e-mail"
      empty={emptyTexts('event requests', 'Events sent through List Your Community Event appear here.')}
      copy={{
        approveEffect: 'The event is featured on the Get Involved page.',
        approved: (name) => ({ title: 'Request approved', description: `${name} will be featured on Get Involved.` }),
        denied: (name) => ({ title: 'Request denied', description: `${name} was denied.` }),
        approveError: 'Failed to approve event request',
        denyError: 'Failed to deny event request',
      }}
      describe={(e) => ({ subject: e.eventName, email: e.email })}
      card={(e, a) => (
        <RequestCard
          key={e.id}
          title={e.eventName}
          subtitle={`${e.organizationName} · ${e.mainTopic}`}
          status={e.status}
          facts={[
            { icon: Calendar, label: 'Submitted', text: `${formatDate(e.createdAt)} (${ago(e.createdAt)})` },
            { icon: MapPin, label: 'Address', text: e.eventAddress },
            { icon: Building2, label: 'Contact', text: `${e.contactFirstName} ${e.contactLastName}` },
            { icon: Mail, label: 'Email', text: e.email },
            { icon: Phone, label: 'Phone', text: e.phone },
            ...(e.entryFee ? [{ icon: Tag, label: 'Entry fee', text: `Entry: ${e.entryFee}` }] : []),
          ]}
          footnote={e.status !== 'pending' && <DecisionNote label={e.status === 'approved' ? 'Approved' : 'Denied'} at={e.decidedAt} text={e.feedback} />}
          onView={a.view}
          onApprove={a.approve}
          onDeny={a.deny}
          busy={a.busy}
        >
          <p className="text-sm italic text-muted-foreground">&ldquo;{e.tagline}&rdquo;</p>
        </RequestCard>
      )}
      details={(e) => ({ title: e.eventName, description: `${e.organizationName} · submitted ${formatDate(e.createdAt)}`, body: <EventDetails e={e} /> })}
    />
  );
}
