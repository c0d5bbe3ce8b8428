// The submitted event as stored: event, organization, contact, e-mail and phone, with topic, when (as
// entered, in the event's own time zone), where and its review status.
import { Mail, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { eventLocationText } from '@shared/event-place';
import { whenLine } from '@shared/event-time';
import { timeZoneLabel } from '@shared/reference/time-zones';
import type { SubmittedEvent } from '@shared/schemas/event';
import { Badge } from '@web/components/ui/badge';

const STATUS: Record<SubmittedEvent['status'], { label: string; variant: 'default' | 'success' | 'accent' }> = {
  pending: { label: 'Pending review', variant: 'default' },
  approved: { label: 'Approved', variant: 'success' },
  denied: { label: 'Not approved', variant: 'accent' },
  withdrawn: { label: 'Taken down', variant: 'accent' },
};

function Item({ label, icon: Icon, children, wide = false }: { label: string; icon?: LucideIcon; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-bold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium text-foreground [overflow-wrap:anywhere]">
        {Icon ? (
          <span className="inline-flex items-center gap-1.5">
            <Icon className="size-4 text-gold-ink" aria-hidden="true" />
            {children}
          </span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

export function EventSummary({ event }: { event: SubmittedEvent }) {
  const status = STATUS[event.status];
  return (
    <section aria-labelledby="summary-heading" className="rounded-3xl border bg-card p-6 shadow-card sm:p-8">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="summary-heading" className="text-xl">
          Your event
        </h2>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Item label="Event" wide>
          <span className="font-display text-lg font-bold">{event.eventName}</span>
          <span className="block text-sm font-normal text-muted-foreground">{event.tagline}</span>
        </Item>
        <Item label="Organization">{event.organizationName}</Item>
        <Item label="Main Topic">{event.mainTopic}</Item>
        <Item label="Contact">
          {event.contactFirstName} {event.contactLastName}
        </Item>
        <Item label="When" wide>
          {event.schedule ? whenLine(event.schedule) : 'Date to be announced'}
          {event.schedule && <span className="block text-sm font-normal text-muted-foreground">{timeZoneLabel(event.schedule.timeZone)}</span>}
        </Item>
        <Item label="Where" wide>
          {event.attendanceMode === 'online' ? `Online: ${event.onlineUrl ?? ''}` : eventLocationText(event)}
        </Item>
        <Item label="Email" icon={Mail}>
          {event.email}
        </Item>
        <Item label="Phone" icon={Phone}>
          {event.phone}
        </Item>
      </dl>
      {(event.eventPhotos.length > 0 || event.organizationLogo) && (
        <ul aria-label="Images you sent" className="mt-6 flex flex-wrap gap-3 border-t pt-5">
          {event.organizationLogo && (
            <li className="size-16 overflow-hidden rounded-full border bg-muted">
              <img src={event.organizationLogo} alt="Organization logo" className="size-full object-cover" />
            </li>
          )}
          {event.eventPhotos.map((photo, i) => (
            <li key={photo} className="size-16 overflow-hidden rounded-xl border bg-muted">
              <img src={photo} alt={`Event photo ${i + 1}`} className="size-full object-cover" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
