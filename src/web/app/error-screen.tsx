// The router's fallback screen for a failure while loading or drawing a screen: the error's message
// or status text, a retry and a way home (a plain link: the router itself may be what failed).
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@web/components/ui/button';
import { titleOf } from '@web/lib/page-head';
import { IconTile } from '@web/components/icon-tile';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ') || 'Request failed';
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

export function ErrorScreen() {
  const error = useRouteError();
  const message = errorText(error);

  useEffect(() => {
    document.title = titleOf('Error');
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="container-page flex flex-1 flex-col items-center justify-center gap-6 py-20 text-center">
      <IconTile icon={TriangleAlert} size="3xl" shape="round" tone="ember" className="[&_svg]:size-10" />
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl text-espresso sm:text-4xl">Unexpected Application Error!</h1>
        <p className="mx-auto max-w-lg break-words rounded-xl border bg-card px-4 py-3 font-mono text-sm text-foreground">{message}</p>
        <p className="mx-auto max-w-md text-sm text-muted-foreground">Please try again. If it keeps happening, let our support team know.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">Return to Home</a>
        </Button>
      </div>
    </section>
  );
}

/** The same screen standing alone, for a failure of the app shell itself. */
export function RootErrorScreen() {
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <ErrorScreen />
    </div>
  );
}
