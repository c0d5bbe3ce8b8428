// The screen for any path the app does not know; '/admin.{site}' paths are sent to the admin login instead.
import { Compass, Home } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { titleOf } from '@web/lib/page-head';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { PageHandle } from './page-handle';
import { ADMIN_SITE_PREFIX, paths } from '@web/routes';

export const notFoundHandle: PageHandle = {
  redirectTo: ({ url }) => (url.pathname.startsWith(ADMIN_SITE_PREFIX) ? paths.adminLogin : undefined),
  head: () => ({ status: 404, noindex: true, title: titleOf('Page not found') }),
};

export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (pathname.startsWith(ADMIN_SITE_PREFIX)) return <Navigate to={paths.adminLogin} replace />;
  return <NotFoundScreen />;
}

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section className="container-page flex flex-1 flex-col items-center justify-center gap-6 py-20 text-center">
      <div className="flex size-20 items-center justify-center rounded-full bg-gold-soft text-gold-ink">
        <Compass className="size-10" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-3">
        <p className="text-sm font-bold uppercase tracking-[0.16em] text-gold-ink">Error 404</p>
        <h1 className="text-3xl text-espresso sm:text-5xl">Oops! Page not found</h1>
        <p className="mx-auto max-w-md text-muted-foreground">The page you are looking for does not exist or has moved. Let's get you back on track.</p>
      </div>
      <Button asChild size="lg">
        <Link to={paths.home}>
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
