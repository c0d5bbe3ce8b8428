// Shown when the business behind a reviews page cannot be loaded: 'Failed to load business information'.
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { REVIEW_MESSAGES } from '@shared/reference/reviews';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';

export function LoadError({ notFound, onRetry, onBack }: { notFound: boolean; onRetry: () => void; onBack: () => void }) {
  return (
    <section role="alert" className="container-page flex flex-1 flex-col items-center justify-center gap-5 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-ember-soft text-ember">
        <SearchX className="size-8" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl text-espresso sm:text-3xl">{REVIEW_MESSAGES.loadFailed}</h1>
        <p className="mx-auto max-w-md text-muted-foreground">
          {notFound
            ? 'This business is not in our directory, or it is no longer listed.'
            : 'We could not reach the server. Check your connection and try again.'}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        {notFound ? (
          <Button asChild>
            <Link to={paths.searchResults}>Browse Businesses</Link>
          </Button>
        ) : (
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        )}
      </div>
    </section>
  );
}
