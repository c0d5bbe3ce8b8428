// The route table of the app (the spec's routes). Every screen but Home is a lazy module, so the first
// page only loads the shell and the home screen. The admin host's own router is in admin-router.tsx.
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { ErrorScreen, RootErrorScreen } from './app/error-screen';
import { RootLayout, SentNotice } from './app/layout';
import { PageFallback } from './app/page-fallback';
import { HomePage, homePageHandle } from './features/home/home-page';
import { pageHandleOf, type PageHandle } from './app/page-handle';
import type { PageCategory } from './features/articles/lib/categories';
import { paths, patterns } from '@shared/paths';
import { HELD_PARAM, SENT_PARAM } from '@shared/page-forms';

/** Each lazy screen's module and loader, found by its route's `lazy`. */
const screens = new WeakMap<object, Screen>();
interface Screen {
  /** The screen's file under src/web, as the build's manifest names it. */
  module: string;
  load: () => Promise<unknown>;
}

/**
 * A route whose screen is loaded on first visit (the page area shows a skeleton meanwhile), with the
 * module's page handle when it has one: what the server-side render reads, and the head the browser
 * takes the tab's title from (the screen comes with its title, route-title.tsx). `module` names the file
 * `load` imports (router.test.tsx checks it), so the server can name the page's scripts up front.
 */
export function lazyPage<M>(
  module: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  handle?: (module: M) => PageHandle,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  const lazy = async () => {
    const [loaded, { withQueries }] = await Promise.all([load(), import('./app/query-provider')]);
    const Component = withQueries(pick(loaded));
    return handle ? { Component, handle: handle(loaded) } : { Component };
  };
  screens.set(lazy, { module, load });
  return { lazy, HydrateFallback: PageFallback };
}

export const screenOf = (route: RouteObject): Screen | undefined => (route.lazy ? screens.get(route.lazy) : undefined);

/** What main.tsx loads before hydrating any server-rendered page; and with a screen, its data cache and the cache's state. */
const BEFORE_HYDRATING = ['lib/keep-typed.ts'];
const WITH_SCREENS = ['app/query-provider.tsx', 'lib/page-state.ts'];

/**
 * The modules the browser loads before hydrating the server's page at a path, beyond the entry, as the
 * build's manifest names them (read by the server for the page's modulepreload links).
 */
export function firstRenderModulesOf(pathname: string): string[] {
  const routes = (matchRoutes(appRoutes, pathname) ?? []).map(({ route }) => route);
  const screens = routes.flatMap((route) => screenOf(route)?.module ?? []);
  // A page of the entry's own (Home) with data of its own needs the data cache too.
  const withData = screens.length > 0 || routes.some((route) => pageHandleOf(route.handle)?.prefetch);
  return [...screens, ...(withData ? WITH_SCREENS : []), ...BEFORE_HYDRATING];
}

/** The admin screens' frame: its code, like the screens', is loaded only by the admin routes. */
export const adminLayout: Pick<RouteObject, 'lazy'> = { lazy: async () => ({ Component: (await import('./app/admin-layout')).AdminLayout }) };
export const adminLogin = () =>
  lazyPage(
    'features/admin/routes/admin-login-page.tsx',
    () => import('./features/admin/routes/admin-login-page'),
    (m) => m.AdminLoginPage,
    (m) => m.adminLoginPageHandle,
  );
export const adminDashboard = () =>
  lazyPage(
    'features/admin/routes/admin-dashboard-page.tsx',
    () => import('./features/admin/routes/admin-dashboard-page'),
    (m) => m.AdminDashboardPage,
    (m) => m.adminDashboardPageHandle,
  );
const searchResults = () =>
  lazyPage(
    'features/search/routes/search-results-page.tsx',
    () => import('./features/search/routes/search-results-page'),
    (m) => m.SearchResultsPage,
    (m) => m.searchPageHandle,
  );
const notFound = () =>
  lazyPage(
    'app/not-found.tsx',
    () => import('./app/not-found'),
    (m) => m.NotFoundRoute,
    (m) => m.notFoundHandle,
  );
const comingSoon = () => import('./app/coming-soon');
/** A category's page and its head, both made from the category's name. */
const categoryPage = (category: PageCategory) =>
  lazyPage(
    'features/articles/routes/category-page.tsx',
    () => import('./features/articles/routes/category-page'),
    (m) => m.categoryScreen(category),
    (m) => m.categoryPageHandle(category),
  );

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    // The success of a form posted without script shows on whatever page it was on (page-forms.ts).
    handle: {
      query: [SENT_PARAM, HELD_PARAM],
      prepare: (url) => (url.searchParams.has(SENT_PARAM) ? SentNotice.preload() : Promise.resolve()),
    } satisfies PageHandle,
    errorElement: <RootErrorScreen />,
    children: [
      {
        // Errors inside a screen are shown inside the shell, header and footer intact.
        errorElement: <ErrorScreen />,
        children: [
          { index: true, Component: HomePage, handle: homePageHandle },
          { path: paths.search, ...searchResults() },
          { path: paths.searchResults, ...searchResults() },
          {
            path: paths.listBusiness,
            ...lazyPage(
              'features/submissions/routes/list-business-page.tsx',
              () => import('./features/submissions/routes/list-business-page'),
              (m) => m.ListBusinessPage,
              (m) => m.listBusinessPageHandle,
            ),
          },
          { path: paths.signUp, element: <Navigate to={paths.listBusiness} replace />, handle: { redirectTo: () => paths.listBusiness } satisfies PageHandle },
          {
            path: paths.founderInfo,
            ...lazyPage(
              'features/submissions/routes/founder-info-page.tsx',
              () => import('./features/submissions/routes/founder-info-page'),
              (m) => m.FounderInfoPage,
              (m) => m.founderInfoPageHandle,
            ),
          },
          {
            path: paths.businessConfirmation,
            ...lazyPage(
              'features/submissions/routes/business-confirmation-page.tsx',
              () => import('./features/submissions/routes/business-confirmation-page'),
              (m) => m.BusinessConfirmationPage,
              (m) => m.businessConfirmationPageHandle,
            ),
          },
          { path: paths.popCulture, ...categoryPage('Pop Culture') },
          { path: paths.news, ...categoryPage('News') },
          { path: paths.history, ...categoryPage('History') },
          {
            path: patterns.blog,
            ...lazyPage(
              'features/articles/routes/article-page.tsx',
              () => import('./features/articles/routes/article-page'),
              (m) => m.ArticlePage,
              (m) => m.articlePageHandle,
            ),
          },
          {
            path: paths.getInvolved,
            ...lazyPage(
              'features/get-involved/routes/get-involved-page.tsx',
              () => import('./features/get-involved/routes/get-involved-page'),
              (m) => m.GetInvolvedPage,
              (m) => m.getInvolvedPageHandle,
            ),
          },
          {
            path: paths.listCommunityEvent,
            ...lazyPage(
              'features/events/routes/list-community-event-page.tsx',
              () => import('./features/events/routes/list-community-event-page'),
              (m) => m.ListCommunityEventPage,
              (m) => m.listCommunityEventPageHandle,
            ),
          },
          {
            path: paths.eventConfirmation,
            ...lazyPage(
              'features/events/routes/event-confirmation-page.tsx',
              () => import('./features/events/routes/event-confirmation-page'),
              (m) => m.EventConfirmationPage,
              (m) => m.eventConfirmationPageHandle,
            ),
          },
          {
            path: patterns.reviews,
            ...lazyPage(
              'features/reviews/routes/reviews-page.tsx',
              () => import('./features/reviews/routes/reviews-page'),
              (m) => m.ReviewsPage,
              (m) => m.reviewsPageHandle,
            ),
          },
          {
            path: paths.newBusinesses,
            ...lazyPage(
              'features/listings/routes/new-businesses-page.tsx',
              () => import('./features/listings/routes/new-businesses-page'),
              (m) => m.NewBusinessesPage,
              (m) => m.newBusinessesPageHandle,
            ),
          },
          {
            path: paths.saved,
            ...lazyPage(
              'features/saved/routes/saved-page.tsx',
              () => import('./features/saved/routes/saved-page'),
              (m) => m.SavedPage,
              (m) => m.savedPageHandle,
            ),
          },
          {
            path: paths.offline,
            ...lazyPage(
              'features/saved/routes/offline-page.tsx',
              () => import('./features/saved/routes/offline-page'),
              (m) => m.OfflinePage,
              (m) => m.offlinePageHandle,
            ),
          },
          {
            path: patterns.business,
            ...lazyPage(
              'features/listings/routes/business-detail-page.tsx',
              () => import('./features/listings/routes/business-detail-page'),
              (m) => m.BusinessDetailPage,
              (m) => m.businessPageHandle,
            ),
          },
          {
            path: patterns.event,
            ...lazyPage(
              'features/events/routes/event-page.tsx',
              () => import('./features/events/routes/event-page'),
              (m) => m.EventPage,
              (m) => m.eventPageHandle,
            ),
          },
          {
            path: paths.checkStatus,
            ...lazyPage(
              'features/submissions/routes/check-status-page.tsx',
              () => import('./features/submissions/routes/check-status-page'),
              (m) => m.CheckStatusPage,
              (m) => m.checkStatusPageHandle,
            ),
          },
          // Sign-in is rendered by the server, so its form works before (or without) the script.
          {
            path: paths.accountSignIn,
            ...lazyPage(
              'features/owners/routes/sign-in-page.tsx',
              () => import('./features/owners/routes/sign-in-page'),
              (m) => m.SignInPage,
              (m) => m.signInPageHandle,
            ),
          },
          // The e-mailed "Still right?" link: rendered by the server, so its yes works before (or without) the script.
          {
            path: paths.stillRight,
            ...lazyPage(
              'features/owners/routes/still-right-page.tsx',
              () => import('./features/owners/routes/still-right-page'),
              (m) => m.StillRightPage,
              (m) => m.stillRightPageHandle,
            ),
          },
          // The owner's own pages (home, edit): one route, since every route here costs the home page bytes.
          {
            path: `${paths.account}/*`,
            ...lazyPage(
              'features/owners/routes/index.tsx',
              () => import('./features/owners/routes'),
              (m) => m.AccountRoutes,
              (m) => m.accountPageHandle,
            ),
          },
          {
            path: paths.privacy,
            ...lazyPage(
              'app/coming-soon.tsx',
              comingSoon,
              (m) => m.PrivacyPage,
              (m) => m.privacyPageHandle,
            ),
          },
          {
            path: paths.terms,
            ...lazyPage(
              'app/coming-soon.tsx',
              comingSoon,
              (m) => m.TermsPage,
              (m) => m.termsPageHandle,
            ),
          },
          // Any other path, '/admin.{site}' included (it redirects to the admin login).
          { path: '*', ...notFound() },
        ],
      },
    ],
  },
  {
    // Paths under the admin prefixes serve only the admin screens; anything else there is the login.
    ...adminLayout,
    errorElement: <RootErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { path: paths.adminLogin, ...adminLogin() },
          { path: paths.adminDashboard, ...adminDashboard() },
          { path: `${paths.adminLogin}/*`, ...adminLogin() },
          { path: `${paths.adminDashboard}/*`, ...adminLogin() },
        ],
      },
    ],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { hydrationData });
}
