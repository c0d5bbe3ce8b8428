// The tree around the router, the same in the browser and in the server-side render (a hydrated page
// must match the server's markup): data cache and toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

// Toasts only follow something the visitor does, so their code loads just after the first paint
// (sonner replays any toast raised before its Toaster mounts).
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Not in the server's page: a lazy component there would make React give up hydrating its boundary.
  const hydrated = useHydrated();
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        {hydrated && (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        )}
      </QueryClientProvider>
    </StrictMode>
  );
}
