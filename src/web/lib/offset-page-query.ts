// The request half of an infinite query over a list the API pages by offset (?limit=&offset=): each page
// `size` long, read from `path` with the list's own query, from offset 0 until a page says nothing follows.
import { apiGet, withQuery, type Query } from './api-client';
import { nextOffset } from './offset-pages';

export function offsetPageRequests<T extends { hasMore: boolean }>(path: string, query: Query, size: number) {
  return {
    queryFn: ({ pageParam, signal, client }: { pageParam: number; signal: AbortSignal; client: object }) =>
      apiGet<T>(withQuery(path, { ...query, limit: size, offset: pageParam }), { signal, client }),
    initialPageParam: 0,
    getNextPageParam: nextOffset(size),
  };
}
