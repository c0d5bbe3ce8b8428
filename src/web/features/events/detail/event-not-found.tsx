// An id no approved event has (never approved, withdrawn, or no such id): a way back to Get Involved;
// other failures get a retry.
import { CalendarX2, RefreshCw } from 'lucide-react';
import { PageNotice } from '@web/components/notice';
import { Button } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { EVENT_NOT_FOUND } from '../lib/event-head';
import { ButtonLink } from '@web/components/button-link';

export function EventNotFound({ onRetry }: { onRetry?: () => void }) {
  const failed = Boolean(onRetry);
  return (
    <PageNotice
      icon={CalendarX2}
      alert={failed}
      title={failed ? 'We could not load this event' : EVENT_NOT_FOUND}
      description={
        failed
          ? 'We could not reach the server. Check your connection and try again.'
          : "The event you're looking for isn't listed, or it is no longer on our calendar."
      }
    >
      {failed && (
        <Button size="lg" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      )}
      <ButtonLink size="lg" variant={failed ? 'outline' : 'default'} to={paths.getInvolved}>
        Browse Get Involved
      </ButtonLink>
    </PageNotice>
  );
}
