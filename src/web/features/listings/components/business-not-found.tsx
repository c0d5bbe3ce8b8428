// Unknown business ids: 'Business Not Found' with a back button; other failures get a retry.
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/routes';

export function BusinessNotFound({ onBack, onRetry }: { onBack: () => void; onRetry?: () => void }) {
  const failed = Boolean(onRetry);
  return (
    <section role={failed ? 'alert' : undefined} className="container-page flex flex-1 flex-col items-center justify-center gap-5 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-gold-soft text-gold-ink">
        <SearchX className="size-8" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl text-espresso sm:text-4xl">{failed ? 'Failed to load business information' : 'Business Not Found'}</h1>
        <p className="mx-auto max-w-md text-muted-foreground">
          {failed
            ? 'We could not reach the server. Check your connection and try again.'
            : "The business you're looking for isn't in our directory, or it is no longer listed."}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
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
          <Button asChild size="lg">
            <Link to={paths.newBusinesses}>Browse New Businesses</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
