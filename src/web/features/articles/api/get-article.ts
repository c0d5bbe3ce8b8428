// GET /api/articles/:id?source=…: one published article of that source (404 for any other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/schemas/article';
import { apiGet, withQuery } from '@web/lib/api-client';
import { articlesKeys } from './get-articles';

export function getArticle(source: string, id: string, signal?: AbortSignal): Promise<Article> {
  return apiGet<Article>(withQuery(`/articles/${encodeURIComponent(id)}`, { source }), { signal });
}

export function articleQueryOptions(source: string, id: string) {
  return queryOptions({
    queryKey: articlesKeys.detail(source, id),
    queryFn: ({ signal }) => getArticle(source, id, signal),
  });
}

export function useArticle(source: string, id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...articleQueryOptions(source, id), enabled: options.enabled ?? true });
}
