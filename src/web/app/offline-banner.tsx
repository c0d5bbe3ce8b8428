// The offline service worker's start (once the page has loaded, so it never competes with the page's own
// files), and with no connection, the banner that says a page is a kept copy, and from when: the worker
// stamps what it keeps (x-saved-at). Loaded after the page has started (app/layout.tsx).
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@shared/paths';
import { useOffline } from '@web/lib/use-offline';

const BUSINESS = /^\/business\/(\d+)$/;

/** When the copy of this page (or of its business's data) was kept, read from the worker's cache. */
async function keptAt(path: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const id = BUSINESS.exec(path)?.[1];
  for (const key of [path, ...(id ? [`/api/listings/${id}`] : [])]) {
    const stamp = (await caches.match(key))?.headers.get('x-saved-at');
    if (stamp && !Number.isNaN(Date.parse(stamp))) return new Date(stamp);
  }
  return null;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function OfflineSupport() {
  useEffect(() => {
    // A browser without service workers (some in-app browsers) never fetches the module that starts one.
    if (!('serviceWorker' in navigator)) return;
    const start = () => void import('@web/lib/service-worker').then((m) => m.startServiceWorker());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return <OfflineBanner />;
}

function OfflineBanner() {
  const offline = useOffline();
  const { pathname, search } = useLocation();
  const [at, setAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!offline) return;
    let current = true;
    void keptAt(`${pathname}${search}`).then((date) => current && setAt(date));
    return () => {
      current = false;
    };
  }, [offline, pathname, search]);
  // The offline page says it in its own words.
  if (!offline || pathname === paths.offline) return null;
  return (
    <div role="status" className="border-b border-gold/40 bg-gold-soft">
      <p className="container-page flex items-center gap-2 py-2.5 text-sm font-semibold text-espresso">
        <WifiOff className="size-4 shrink-0 text-gold-ink" aria-hidden="true" />
        {at ? `You are offline: showing what was saved on ${DATE.format(at)}` : 'You are offline: showing this page as it was last loaded'}
      </p>
    </div>
  );
}
