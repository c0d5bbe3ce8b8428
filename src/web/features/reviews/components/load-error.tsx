// Shown when the business behind a reviews page cannot be loaded: 'Failed to load business information'.
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import { PageNotice } from '@web/components/notice';
import { Button } from '@web/components/ui/button';
import { paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

export function LoadError({ notFound, onRetry, onBack }: { notFound: boolean; onRetry: () => void; onBack: () => void }) {
  return (
    <PageNotice
      icon={SearchX}
      tone="ember"
      alert
      title={REVIEW_MESSAGES.loadFailed}
      description={
        notFound ? 'This business is not in our directory, or it is no longer listed.' : 'We could not reach the server. Check your connection and try again.'
      }
    >
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      {notFound ? (
        <ButtonLink to={paths.searchResults}>Browse Businesses</ButtonLink>
      ) : (
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      )}
    </PageNotice>
  );
}
