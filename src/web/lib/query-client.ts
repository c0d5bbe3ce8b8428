// The app's TanStack Query client: answers stay fresh for 30 s, a failed read is retried once
// (never for 4xx answers: asking again will not change them), writes are never retried. With no
// connection a read is still tried once (the offline service worker may have kept its answer), and a write
// is tried at once and fails, so its form says it was not sent and keeps what was typed, instead of
// waiting, paused, behind a 'Submitting...' that ends only if the connection comes back.
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.isClientError),
      refetchOnWindowFocus: false,
      networkMode: 'offlineFirst',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}

export const queryClient = createQueryClient();
