// The tree around the router, the same in the browser and in the server-side render (a hydrated page
// must match the server's markup): toasts, which follow the router's pages. The data cache sits around
// each screen (query-provider.tsx).
import { lazy, StrictMode, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { onToasterDemand, toasterWanted } from '../lib/toaster-demand';
import type { ToastRouter } from '../components/ui/toaster';

// Toasts only follow something the visitor does: their code is fetched at the first tap or key, and the
// toaster mounts with the first toast (sonner shows a toast raised before its Toaster mounts once it does).
const loadToaster = () => import('../components/ui/toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
const FIRST_ACTION = ['pointerdown', 'keydown', 'focusin'] as const;

export function AppShell({ children, router }: { children: ReactNode; router?: ToastRouter }) {
  // Never in the server's page: a lazy component there would make React give up hydrating its boundary.
  const wanted = useSyncExternalStore(onToasterDemand, toasterWanted, () => false);
  // Marks the moment the page answers taps: a server-rendered page shows before its script takes over.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    performance.mark('hydrated');
  }, []);
  useEffect(() => {
    const preload = () => {
      for (const type of FIRST_ACTION) document.removeEventListener(type, preload, true);
      void loadToaster();
    };
    for (const type of FIRST_ACTION) document.addEventListener(type, preload, true);
    return () => {
      for (const type of FIRST_ACTION) document.removeEventListener(type, preload, true);
    };
  }, []);
  return (
    <StrictMode>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster router={router} />
        </Suspense>
      )}
    </StrictMode>
  );
}
