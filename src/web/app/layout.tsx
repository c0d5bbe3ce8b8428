// The public app shell: skip link, header, the current screen, footer; scroll restored or reset on navigation.
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress';
import { useSearchParams } from 'react-router';
import { SENT_PARAM } from '@shared/page-forms';
import { deferred } from '@web/components/deferred';

/** Only pages reached by a form posted without script show it: its code comes with such a page alone. */
export const SentNotice = deferred(() => import('./sent-notice').then((m) => m.SentNotice));
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useHydrated } from '@web/lib/use-hydrated';

/** The offline service worker's start and the banner shown with no connection: code that comes after the page's. */
const OfflineSupport = deferred(() => import('./offline-banner').then((m) => m.OfflineSupport));

export function RootLayout() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader />
      <OfflineSupport shown={hydrated} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <SentNotice shown={params.has(SENT_PARAM)} />
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

export function SkipLink() {
  return (
    <a href="#main" className="sr-only z-[70] rounded-lg bg-espresso px-4 py-3 font-semibold text-cream focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
      Skip to content
    </a>
  );
}
