// The data cache around each screen, and the tab's title from the screen's route heads (which may read
// that cache). Screens are loaded lazily with this module, so the query library arrives with the first
// screen that reads data, never with the home page.
import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { RenderQueryClient } from './query-context';
import { RouteTitle } from './route-title';

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={useContext(RenderQueryClient) ?? queryClient}>{children}</QueryClientProvider>;
}

export function withQueries(Screen: ComponentType): ComponentType {
  function WithQueries() {
    return (
      <QueryProvider>
        <RouteTitle />
        <Screen />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
  return WithQueries;
}
