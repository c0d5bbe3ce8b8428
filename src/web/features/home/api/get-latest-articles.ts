// GET /api/articles: the latest published articles of every category, for the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleList } from '@shared/schemas/article';
import { apiGet } from '@web/lib/api-client';

export const HOME_ARTICLES = 3;

export function latestArticlesQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'articles', HOME_ARTICLES] as const,
    queryFn: ({ signal, client }) => apiGet<ArticleList>(`/articles?limit=${HOME_ARTICLES}`, { signal, client }),
  });
}

export const useLatestArticles = () => useQuery(latestArticlesQueryOptions());
