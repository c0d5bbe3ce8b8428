// The screen for any path the app does not know; '/admin.{site}' paths are sent to the admin login instead.
import { Compass, Home } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { PageNotice } from '@web/components/notice';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from './page-handle';
import { ADMIN_SITE_PREFIX, paths } from '@shared/paths';
import { ButtonLink } from '@web/components/button-link';

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
  return (
    <PageNotice
      icon={Compass}
      size="large"
      eyebrow="Error 404"
      title="Oops! Page not found"
      description="The page you are looking for does not exist or has moved. Let's get you back on track."
    >
      <ButtonLink size="lg" to={paths.home}>
        <Home aria-hidden="true" />
        Return to Home
      </ButtonLink>
    </PageNotice>
  );
}
