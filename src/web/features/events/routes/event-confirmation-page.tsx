// Confirmation after an event is submitted (/event-confirmation): what the server stored (read back with
// the confirmation token), the four-step 'What's Next?' and Back to Home, which forgets the event.
// With nothing submitted in this tab it sends the visitor to the form.
import { ArrowRight, CheckCircle2, Home } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { SubmittedEvent } from '@shared/schemas/event';
import { Button } from '@web/components/ui/button';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { paths } from '@shared/paths';
import { useSubmittedEvent } from '../api/get-submitted-event';
import { EventSummary } from '../components/event-summary';
import { WhatsNext } from '../components/whats-next';
import { clearStoredEvent, readStoredEvent } from '../lib/stored-event';
import { ButtonLink } from '@web/components/button-link';
import { IconTile } from '@web/components/icon-tile';

/** Made from this browser's own storage (a draft, what was just submitted): rendered only there. */
export const eventConfirmationPageHandle: PageHandle = { browserOnly: true, head: () => ({ title: titleOf('Event Submitted') }) };

export function EventConfirmationPage() {
  const [stored] = useState(readStoredEvent);
  if (!stored) return <Navigate to={paths.listCommunityEvent} replace />;
  return <Confirmation stored={stored} />;
}

function Confirmation({ stored }: { stored: SubmittedEvent }) {
  const navigate = useNavigate();
  const { data: event } = useSubmittedEvent(stored);

  const backHome = () => {
    clearStoredEvent();
    void navigate(paths.home);
  };

  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-open-soft via-cream to-cream" />
      <div className="container-page flex max-w-3xl flex-col gap-8 py-10 md:py-16">
        <header className="flex flex-col items-center gap-4 text-center">
          <IconTile icon={CheckCircle2} size="3xl" shape="round" tone="done" className="shadow-lift" />
          <h1 className="text-3xl sm:text-4xl md:text-5xl">Event Submitted Successfully!</h1>
          <p className="max-w-xl text-muted-foreground md:text-lg">
            Thank you for sharing <span className="font-semibold text-foreground">{event.eventName}</span> with the community. Here is what we received.
          </p>
        </header>
        <EventSummary event={event} />
        <WhatsNext />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <ButtonLink variant="outline" size="lg" to={paths.getInvolved}>
            Explore Get Involved
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <Button size="lg" onClick={backHome}>
            <Home aria-hidden="true" />
            Back to Home
          </Button>
        </div>
      </div>
    </div>
  );
}
