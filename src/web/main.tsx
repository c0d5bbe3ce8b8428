// The browser app's entry: styles, data cache, the router (the admin router on the admin host) and toasts.
// A page the server rendered is hydrated from the data it was rendered with; any other is rendered here.
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PAGE_STATE_ID } from '@shared/page-render';
import { AppShell } from './app/app-shell';
import { receivedPageState, type PageState } from './lib/page-state';
import { queryClient } from './lib/query-client';
import { isAdminHost } from './lib/site-settings';
import { appRoutes, createAdminRouter, createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

async function start(root: HTMLElement) {
  const stateText = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!stateText || isAdminHost()) {
    const router = isAdminHost() ? createAdminRouter() : createAppRouter();
    createRoot(root).render(
      <AppShell queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppShell>,
    );
    return;
  }
  const state = JSON.parse(stateText) as PageState;
  hydrate(queryClient, receivedPageState(state.queries));
  // The screen's code is loaded before hydrating, so the first render is the page, not its skeleton.
  const lazyMatches = matchRoutes(appRoutes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  hydrateRoot(
    root,
    <AppShell queryClient={queryClient}>
      <RouterProvider router={createAppRouter(state.router)} />
    </AppShell>,
  );
}

void start(container);
