// The browser app's entry: styles, data cache, the router (the admin router on the admin host) and toasts.
// A page the server rendered is hydrated from the data it was rendered with; any other is rendered here.
import './styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PAGE_STATE_ID } from '@shared/page-render';
import { AppShell } from './app/app-shell';
import { pageHandleOf } from './app/page-handle';
import { PostedFormContext } from './lib/posted-form-context';
import { PageRenderedAt } from './lib/page-clock';
import type { PageState } from './lib/page-state';
import { isAdminHost } from './lib/inline-site-settings';
import { appRoutes, createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

async function start(root: HTMLElement) {
  const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!stateText || isAdminHost()) {
    const router = isAdminHost() ? (await import('./admin-router')).createAdminRouter() : createAppRouter();
    createRoot(root).render(
      <AppShell router={router}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    return;
  }
  // The page answers typing from now on; the app gets what was typed once it has taken over (noted from
  // before this module arrives too). It is awaited before hydrating, with the screen's code.
  const keepingTyped = import('./lib/keep-typed').then(({ appTakesOver, keepTypedUntil }) => keepTypedUntil(appTakesOver()));
  const state = JSON.parse(stateText) as PageState;
  // The query library comes with the first screen that reads data; a page rendered from data needs it now,
  // fetched alongside the screen's code below rather than before it.
  const cacheFilled =
    state.queries.queries.length > 0 &&
    Promise.all([import('@tanstack/react-query'), import('./lib/query-client'), import('./lib/page-state')]).then(
      ([{ hydrate }, { queryClient }, { receivedPageState }]) => hydrate(queryClient, receivedPageState(state.queries)),
    );
  // The screen's code is loaded before hydrating, so the first render is the page, not its skeleton; then
  // what the address asks for beyond it (a dialog it opens): each matched route at once, in one pass.
  const url = new URL(window.location.href);
  const readyRoutes = (matchRoutes(appRoutes, window.location) ?? []).map(async ({ route }) => {
    if (route.lazy) Object.assign(route, { ...(await (route.lazy as () => Promise<object>)()), lazy: undefined });
    await pageHandleOf(route.handle)?.prepare?.(url);
  });
  await Promise.all([cacheFilled, keepingTyped, ...readyRoutes]);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: taps and scrolling stay answered while a long list comes to life.
  const router = createAppRouter(state.router);
  startTransition(() => {
    hydrateRoot(
      root,
      // The page is first drawn at the server's moment, so what depends on the clock hydrates as rendered.
      <PageRenderedAt.Provider value={state.renderedAt}>
        <AppShell router={router}>
          <PostedFormContext.Provider value={state.posted}>
            <RouterProvider router={router} />
          </PostedFormContext.Provider>
        </AppShell>
      </PageRenderedAt.Provider>,
    );
  });
}

void start(container);
