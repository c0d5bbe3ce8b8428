// Unknown business ids: 'Business Not Found' with a back button; other failures get a retry.
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { PageNotice } from '@web/components/notice';
import { Button } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export function BusinessNotFound({ onBack, onRetry }: { onBack: () => void; onRetry?: () => void }) {
  const failed = Boolean(onRetry);
  return (
    <PageNotice
      icon={SearchX}
      alert={failed}
      title={failed ? 'Failed to load business information' : 'Business Not Found'}
      description={
        failed
          ? 'We could not reach the server. Check your connection and try again.'
          : "The business you're looking for isn't in our directory, or it is no longer listed."
      }
    >
      <Button variant="outline" size="lg" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Go Back
      </Button>
      {failed ? (
        <Button size="lg" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      ) : (
        <ButtonLink size="lg" to={paths.newBusinesses}>
          Browse New Businesses
        </ButtonLink>
      )}
    </PageNotice>
  );
}
