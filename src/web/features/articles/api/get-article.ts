// GET /api/articles/:id?source=…: one published article of that source (404 for any other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@shared/schemas/article';
import { apiGet, withQuery, type RequestOptions } from '@web/lib/api-client';
import { articlesKeys } from './get-articles';

export function getArticle(source: string, id: string, options?: RequestOptions): Promise<Article> {
  return apiGet<Article>(withQuery(`/articles/${encodeURIComponent(id)}`, { source }), options);
}

export function articleQueryOptions(source: string, id: string) {
  return queryOptions({
    queryKey: articlesKeys.detail(source, id),
    queryFn: ({ signal, client }) => getArticle(source, id, { signal, client }),
  });
}

export function useArticle(source: string, id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...articleQueryOptions(source, id), enabled: options.enabled ?? true });
}
