// The app's TanStack Query client: answers stay fresh for 30 s, a failed read is retried once
// (never for 4xx answers: asking again will not change them), writes are never retried.
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { ApiError } from './api-error';

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.isClientError),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}

export const queryClient = createQueryClient();
