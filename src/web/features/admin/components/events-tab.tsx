// Event Requests: community events sent through List Your Community Event; approved ones get their page
// and are listed on Get Involved, denied ones get the feedback by e-mail. Staff edit any event with the
// form's rules and withdraw an approved one (its submitter is told why); past events are marked.
import { Building2, CalendarClock, Mail, MapPin, Pencil, Phone, Tag, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { eventLocationText } from '@shared/event-place';
import { isEventOver, whenLine } from '@shared/event-time';
import type { EVENT_WHEN_FILTERS, EventRequestView } from '@shared/schemas/admin-requests';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { isApiError } from '@web/lib/api-client';
import { useWithdrawEvent } from '../api/events';
import { formatDate, formatDateTime } from '../lib/format';
import { DecisionDialog } from './decision-dialog';
import { DetailSections, contactRow } from './details-dialog';
import { EventEditDialog } from './event-edit-dialog';
import { PhotoStrip } from './photo-strip';
import { QueuePanel } from './queue-panel';
import { dateFact, RequestCard } from './request-card';
import { emptyTexts, EVENT_STATUS_OPTIONS } from './status-options';

const whenOf = (e: EventRequestView) => (e.schedule ? whenLine(e.schedule, 'short') : 'Date to be announced');
const whereOf = (e: EventRequestView) => (e.attendanceMode === 'online' ? `Online: ${e.onlineUrl ?? ''}` : eventLocationText(e));
const isPast = (e: EventRequestView) => e.schedule !== null && isEventOver(e.schedule, new Date());
const DECIDED: Record<string, string> = { approved: 'Approved', denied: 'Denied', withdrawn: 'Withdrawn' };
const WHEN_OPTIONS = [
  { value: 'any', label: 'Any date' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'undated', label: 'Date to be announced' },
] as const satisfies readonly { value: (typeof EVENT_WHEN_FILTERS)[number]; label: string }[];

function EventDetails({ e, decision }: { e: EventRequestView; decision: ReactNode }) {
  const images = [
    ...(e.organizationLogo ? [{ url: e.organizationLogo, alt: `${e.organizationName} logo` }] : []),
    ...e.eventPhotos.map((url, i) => ({ url, alt: `Event photo ${i + 1}` })),
  ];
  return (
    <div className="grid gap-5">
      <PhotoStrip label="Logo and photos" images={images} />
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
              { label: 'When', value: whenOf(e) },
              { label: 'Where', value: whereOf(e) },
              { label: 'Entry Fee', value: e.entryFee },
              { label: 'Offering Pay', value: e.offeringPay },
            ],
          },
          {
            title: 'Contact',
            rows: [
              { label: 'Name', value: `${e.contactFirstName} ${e.contactLastName}` },
              contactRow('email', e.email),
              contactRow('phone', e.phone),
              { label: 'Submitted', value: formatDateTime(e.createdAt) },
            ],
          },
          { title: 'Article about the issue', rows: [{ label: 'Article', value: e.article, long: true }] },
        ]}
      />
      {decision}
    </div>
  );
}

export function EventsTab() {
  const [editing, setEditing] = useState<EventRequestView | null>(null);
  const [withdrawing, setWithdrawing] = useState<EventRequestView | null>(null);
  const [when, setWhen] = useState<string>('any');
  const withdraw = useWithdrawEvent();

  const confirmWithdraw = (feedback: string) => {
    const event = withdrawing;
    if (!event) return;
    withdraw.mutate(
      { id: event.id, feedback },
      {
        onSuccess: () => {
          toast.success('Event withdrawn', { description: `${event.eventName} left the public pages. Email confirmation has been sent to the requester.` });
          setWithdrawing(null);
        },
        onError: (error) => toast.error('Error', { description: isApiError(error) ? error.message : 'Failed to withdraw event' }),
      },
    );
  };

  return (
    <>
      <QueuePanel
        kind="events"
        title="Event Requests"
        intro="Community events organizations asked to list. Approved events get their own page and are listed on Get Involved."
        statuses={EVENT_STATUS_OPTIONS}
        filter={{ name: 'when', label: 'When', value: when, options: WHEN_OPTIONS, onChange: setWhen }}
        searchLabel="Search event, organization or e-mail"
        searchPlaceholder="Event, organization, e-mail"
        empty={emptyTexts('event requests', 'Events sent through List Your Community Event appear here.')}
        copy={{
          approveEffect: 'The event gets its own page and is listed on Get Involved.',
          approved: (name) => ({ title: 'Request approved', description: `${name} is now listed on Get Involved.` }),
          denied: (name) => ({ title: 'Request denied', description: `${name} was denied.` }),
          approveError: 'Failed to approve event request',
          denyError: 'Failed to deny event request',
        }}
        describe={(e) => ({ subject: e.eventName, email: e.email })}
        decision={(e) => (e.status === 'pending' ? null : { label: DECIDED[e.status] ?? e.status, at: e.decidedAt, text: e.feedback })}
        card={(e, a) => (
          <RequestCard
            key={e.id}
            title={e.eventName}
            subtitle={`${e.organizationName} · ${e.mainTopic}`}
            status={e.status}
            facts={[
              { icon: CalendarClock, label: 'When', text: whenOf(e) },
              { icon: MapPin, label: 'Where', text: whereOf(e) },
              dateFact('Submitted', e.createdAt),
              { icon: Building2, label: 'Contact', text: `${e.contactFirstName} ${e.contactLastName}` },
              { icon: Mail, label: 'Email', text: e.email },
              { icon: Phone, label: 'Phone', text: e.phone },
              ...(e.entryFee ? [{ icon: Tag, label: 'Entry fee', text: `Entry: ${e.entryFee}` }] : []),
            ]}
            {...a}
          >
            <p className="text-sm italic text-muted-foreground">&ldquo;{e.tagline}&rdquo;</p>
            <div className="flex flex-wrap items-center gap-2">
              {isPast(e) && <Badge variant="secondary">Past event</Badge>}
              {(e.status === 'pending' || e.status === 'approved') && (
                <Button type="button" size="sm" variant="outline" onClick={() => setEditing(e)} aria-label={`Edit ${e.eventName}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              )}
              {e.status === 'approved' && (
                <Button type="button" size="sm" variant="outline" onClick={() => setWithdrawing(e)} aria-label={`Withdraw ${e.eventName}`}>
                  <Undo2 aria-hidden="true" />
                  Withdraw
                </Button>
              )}
            </div>
          </RequestCard>
        )}
        details={(e, decision) => ({
          title: e.eventName,
          description: `${e.organizationName} · submitted ${formatDate(e.createdAt)}`,
          body: <EventDetails e={e} decision={decision} />,
        })}
      />
      <EventEditDialog event={editing} onClose={() => setEditing(null)} />
      <DecisionDialog
        mode={withdrawing ? 'withdraw' : null}
        onClose={() => setWithdrawing(null)}
        subject={withdrawing?.eventName ?? ''}
        email={withdrawing?.email}
        approveEffect=""
        busy={withdraw.isPending}
        onConfirm={confirmWithdraw}
      />
    </>
  );
}
