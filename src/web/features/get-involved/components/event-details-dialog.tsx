// The full story of an approved event: photos, cause, the organizer's article, pay and entry fee.
import { Banknote, MapPin, Ticket } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/event';
import { Badge } from '@web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EventImage } from './event-card';

export function EventDetailsDialog({ event, onClose }: { event: PublicEvent | null; onClose: () => void }) {
  return (
    <Dialog open={!!event} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {event && (
          <>
            <DialogHeader>
              <Badge className="mb-1">{event.mainTopic}</Badge>
              <DialogTitle>{event.eventName}</DialogTitle>
              <DialogDescription>
                {event.tagline} · by {event.organizationName}
              </DialogDescription>
            </DialogHeader>
            {event.eventPhotos.length > 0 && (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Event photos">
                {event.eventPhotos.map((photo, i) => (
                  <li key={photo} className="aspect-[4/3] overflow-hidden rounded-xl border bg-muted">
                    <EventImage src={photo} />
                    <span className="sr-only">Photo {i + 1}</span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="grid gap-3 text-sm">
              <div className="flex items-start gap-2">
                <dt className="flex items-center">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                  <span className="sr-only">Address</span>
                </dt>
                <dd>{event.eventAddress}</dd>
              </div>
              {event.entryFee && (
                <div className="flex items-start gap-2">
                  <dt className="flex items-start gap-2 font-semibold">
                    <Ticket className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                    Entry fee:
                  </dt>
                  <dd>{event.entryFee}</dd>
                </div>
              )}
              {event.offeringPay && (
                <div className="flex items-start gap-2">
                  <dt className="flex items-start gap-2 font-semibold">
                    <Banknote className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden="true" />
                    Pay:
                  </dt>
                  <dd>{event.offeringPay}</dd>
                </div>
              )}
            </dl>
            <section className="grid gap-1.5">
              <h3 className="text-base font-bold">The cause</h3>
              <p className="whitespace-pre-line break-words text-sm text-espresso/90">{event.cause}</p>
            </section>
            {event.article && (
              <section className="grid gap-1.5">
                <h3 className="text-base font-bold">About the issue</h3>
                <p className="whitespace-pre-line break-words text-sm leading-relaxed text-espresso/90">{event.article}</p>
              </section>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
