// An id no approved event has (never approved, withdrawn, or no such id): a way back to Get Involved;
// other failures get a retry.
import { CalendarX2, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';
import { EVENT_NOT_FOUND } from '../lib/event-head';

export function EventNotFound({ onRetry }: { onRetry?: () => void }) {
  const failed = Boolean(onRetry);
  return (
    <section role={failed ? 'alert' : undefined} className="container-page flex flex-1 flex-col items-center justify-center gap-5 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-gold-soft text-gold-ink">
        <CalendarX2 className="size-8" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl text-espresso sm:text-4xl">{failed ? 'We could not load this event' : EVENT_NOT_FOUND}</h1>
        <p className="mx-auto max-w-md text-muted-foreground">
          {failed
            ? 'We could not reach the server. Check your connection and try again.'
            : "The event you're looking for isn't listed, or it is no longer on our calendar."}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {failed && (
          <Button size="lg" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        )}
        <Button asChild size="lg" variant={failed ? 'outline' : 'default'}>
          <Link to={paths.getInvolved}>Browse Get Involved</Link>
        </Button>
      </div>
    </section>
  );
}
