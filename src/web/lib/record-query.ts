// One record the API serves by its id (an event, a listing): its query options, shared by the page and the
// server's prefetch, and the hook the page reads it with.
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiGet } from './api-client';

export function recordQuery<T>(key: (id: number) => QueryKey, path: (id: number) => string) {
  const options = (id: number) => queryOptions({ queryKey: key(id), queryFn: ({ signal, client }) => apiGet<T>(path(id), { signal, client }) });
  const useRecord = (id: number, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...options(id), enabled });
  return { options, useRecord };
}
