// The route table of the app (SPEC.md section 2). Every screen but Home is a lazy module, so the first
// page only loads the shell and the home screen. The admin host's own router is in admin-router.tsx.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type HydrationState, type RouteObject } from 'react-router';
import { ErrorScreen, RootErrorScreen } from './app/error-screen';
import { RootLayout } from './app/layout';
import { PageFallback } from './app/page-fallback';
import { HomePage, homePageHandle } from './features/home/home-page';
import type { PageHandle } from './app/page-handle';
import type { PageCategory } from './features/articles/lib/categories';
import { paths, patterns } from './routes';

/**
 * A route whose screen is loaded on first visit (the page area shows a skeleton meanwhile), with the
 * module's page handle for the server-side render when it has one.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  handle?: (module: M) => PageHandle,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return {
    lazy: async () => {
      const [module, { withQueries }] = await Promise.all([load(), import('./app/query-provider')]);
      const Component = withQueries(pick(module));
      return handle ? { Component, handle: handle(module) } : { Component };
    },
    HydrateFallback: PageFallback,
  };
}

/** The admin screens' frame: its code, like the screens', is loaded only by the admin routes. */
export const adminLayout: Pick<RouteObject, 'lazy'> = { lazy: async () => ({ Component: (await import('./app/admin-layout')).AdminLayout }) };
export const adminLogin = () =>
  lazyPage(
    () => import('./features/admin/routes/admin-login-page'),
    (m) => m.AdminLoginPage,
  );
export const adminDashboard = () =>
  lazyPage(
    () => import('./features/admin/routes/admin-dashboard-page'),
    (m) => m.AdminDashboardPage,
  );
const searchResults = () =>
  lazyPage(
    () => import('./features/search/routes/search-results-page'),
    (m) => m.SearchResultsPage,
    (m) => m.searchPageHandle,
  );
const notFound = () =>
  lazyPage(
    () => import('./app/not-found'),
    (m) => m.NotFoundRoute,
    (m) => m.notFoundHandle,
  );
const comingSoon = () => import('./app/coming-soon');
/** A category's page and its head, both made from the category's name. */
const categoryPage = (category: PageCategory) =>
  lazyPage(
    () => import('./features/articles/routes/category-page'),
    (m) => m.categoryScreen(category),
    (m) => m.categoryPageHandle(category),
  );
/** Pages for one visitor (a status, a confirmation) found by the number in their address: kept out of search engines. */
const listingNumberPage: PageHandle = { head: () => ({ noindex: true }), query: ['listingNumber'] };
/** Pages made from this browser's own storage (a draft, what was just submitted): rendered only there. */
const browserPage: PageHandle = { browserOnly: true };

export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
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
            handle: browserPage,
            ...lazyPage(
              () => import('./features/submissions/routes/list-business-page'),
              (m) => m.ListBusinessPage,
            ),
          },
          { path: paths.signUp, element: <Navigate to={paths.listBusiness} replace />, handle: { redirectTo: () => paths.listBusiness } satisfies PageHandle },
          {
            path: paths.founderInfo,
            handle: browserPage,
            ...lazyPage(
              () => import('./features/submissions/routes/founder-info-page'),
              (m) => m.FounderInfoPage,
            ),
          },
          {
            path: paths.businessConfirmation,
            handle: listingNumberPage,
            ...lazyPage(
              () => import('./features/submissions/routes/business-confirmation-page'),
              (m) => m.BusinessConfirmationPage,
            ),
          },
          { path: paths.popCulture, ...categoryPage('Pop Culture') },
          { path: paths.news, ...categoryPage('News') },
          { path: paths.history, ...categoryPage('History') },
          {
            path: patterns.blog,
            ...lazyPage(
              () => import('./features/articles/routes/article-page'),
              (m) => m.ArticlePage,
              (m) => m.articlePageHandle,
            ),
          },
          {
            path: paths.getInvolved,
            ...lazyPage(
              () => import('./features/get-involved/routes/get-involved-page'),
              (m) => m.GetInvolvedPage,
              (m) => m.getInvolvedPageHandle,
            ),
          },
          {
            path: paths.listCommunityEvent,
            handle: browserPage,
            ...lazyPage(
              () => import('./features/events/routes/list-community-event-page'),
              (m) => m.ListCommunityEventPage,
            ),
          },
          {
            path: paths.eventConfirmation,
            handle: browserPage,
            ...lazyPage(
              () => import('./features/events/routes/event-confirmation-page'),
              (m) => m.EventConfirmationPage,
            ),
          },
          {
            path: patterns.reviews,
            ...lazyPage(
              () => import('./features/reviews/routes/reviews-page'),
              (m) => m.ReviewsPage,
              (m) => m.reviewsPageHandle,
            ),
          },
          {
            path: paths.newBusinesses,
            ...lazyPage(
              () => import('./features/listings/routes/new-businesses-page'),
              (m) => m.NewBusinessesPage,
              (m) => m.newBusinessesPageHandle,
            ),
          },
          {
            path: patterns.business,
            ...lazyPage(
              () => import('./features/listings/routes/business-detail-page'),
              (m) => m.BusinessDetailPage,
              (m) => m.businessPageHandle,
            ),
          },
          {
            path: patterns.event,
            ...lazyPage(
              () => import('./features/events/routes/event-page'),
              (m) => m.EventPage,
              (m) => m.eventPageHandle,
            ),
          },
          {
            path: paths.checkStatus,
            handle: listingNumberPage,
            ...lazyPage(
              () => import('./features/status/routes/check-status-page'),
              (m) => m.CheckStatusPage,
            ),
          },
          // The owner's pages (sign-in, home, edit): one route, since every route here costs the home page bytes.
          {
            path: `${paths.account}/*`,
            // The sign-in link's token and where it goes next.
            handle: { ...browserPage, query: ['token', 'next'] } satisfies PageHandle,
            ...lazyPage(
              () => import('./features/account/routes'),
              (m) => m.AccountRoutes,
            ),
          },
          { path: paths.privacy, ...lazyPage(comingSoon, (m) => m.PrivacyPage) },
          { path: paths.terms, ...lazyPage(comingSoon, (m) => m.TermsPage) },
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
