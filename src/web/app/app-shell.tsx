// The tree around the router, the same in the browser and in the server-side render (a hydrated page
// must match the server's markup): toasts. The data cache sits around each screen (query-provider.tsx).
import { lazy, StrictMode, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { onToasterDemand, toasterWanted } from '../lib/toaster-demand';

// Toasts only follow something the visitor does, so their code loads with the first toast
// (sonner shows a toast raised before its Toaster mounts once it does).
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function AppShell({ children }: { children: ReactNode }) {
  // Never in the server's page: a lazy component there would make React give up hydrating its boundary.
  const wanted = useSyncExternalStore(onToasterDemand, toasterWanted, () => false);
  // Marks the moment the page answers taps: a server-rendered page shows before its script takes over.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <StrictMode>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </StrictMode>
  );
}
