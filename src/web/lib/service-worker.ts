// Starts the offline service worker (public/sw.js) once the page has started, and tells it the saved
// businesses whenever they change, so it keeps their pages and data for a visit with no connection; and the
// first page of each search the app shows, which it keeps as the last search (asking the server again for
// it would cost a second search).
import type { InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/reference';
import { apiPathOf, withQuery, type Query } from './api-client';
import { isAdminHost } from './inline-site-settings';
import { queryClient } from './query-client';
import { savedIds } from './saved-list';
import { savedEntries, subscribeSaved } from './saved-store';

/** In a browser with service workers: its caller checks, before it loads this module. */
export function startServiceWorker(): void {
  if (isAdminHost()) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // A browser that refuses workers (private mode, settings) still has the whole site.
    console.warn('The offline service worker could not start:', error);
  });
  let last = '';
  const tell = () => {
    const ids = savedIds(savedEntries());
    // The worker refreshes what it keeps on each page's start, and on every change in between.
    void navigator.serviceWorker.ready.then((registration) => {
      const key = ids.join(',');
      if (key === last && registration.active === navigator.serviceWorker.controller) return;
      last = key;
      registration.active?.postMessage({ type: 'saved', ids });
    });
  };
  tell();
  subscribeSaved(tell);
  keepSearches();
}

/** The directory search's query key (features/search/api/get-listings.ts): ['listings', 'search', query]. */
const isSearchKey = (key: readonly unknown[]) => key[0] === 'listings' && key[1] === 'search' && typeof key[2] === 'object' && key[2] !== null;

function keepSearches() {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSearchKey(event.query.queryKey)) return;
    const first = (event.query.state.data as InfiniteData<unknown> | undefined)?.pages[0];
    if (!first) return;
    // The address the search asked its first page at (offsetPageRequests), so the worker answers that very request.
    const url = apiPathOf(withQuery('/listings', { ...(event.query.queryKey[2] as Query), limit: PAGE_SIZE, offset: 0 }));
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'search', url, body: JSON.stringify(first) }));
  });
}
