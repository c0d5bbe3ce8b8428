// The browser app's entry: styles, data cache, the router (the admin router on the admin host) and toasts.
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './lib/query-client';
import { isAdminHost } from './lib/site-settings';
import { createAdminRouter, createAppRouter } from './router';

// Toasts only follow something the visitor does, so their code loads just after the first paint
// (sonner replays any toast raised before its Toaster mounts).
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

const router = isAdminHost() ? createAdminRouter() : createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
