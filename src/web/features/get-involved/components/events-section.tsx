// 'Community Events' on Get Involved: the approved events, shown only when there are some.
import { useState } from 'react';
import type { PublicEvent } from '@shared/schemas/event';
import { useApprovedEvents } from '../api/get-approved-events';
import { EventCard } from './event-card';
import { EventDetailsDialog } from './event-details-dialog';

export function EventsSection() {
  const { data } = useApprovedEvents();
  const [open, setOpen] = useState<PublicEvent | null>(null);
  if (!data?.items.length) return null;
  return (
    <section aria-labelledby="events-heading" className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 id="events-heading" className="text-2xl md:text-3xl">
          Community Events
        </h2>
        <p className="text-muted-foreground">Gatherings, drives and causes organized by our neighbors.</p>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.items.map((event) => (
          <EventCard key={event.id} event={event} onOpen={() => setOpen(event)} />
        ))}
      </div>
      <EventDetailsDialog event={open} onClose={() => setOpen(null)} />
    </section>
  );
}
