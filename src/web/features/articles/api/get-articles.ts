// GET /api/articles: a category's published articles with keyword search and location filter, page by page.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleCategory } from '@shared/reference';
import { ARTICLE_PAGE_SIZE } from '@shared/reference/articles';
import type { ArticleList } from '@shared/schemas/article';
import { apiGet, withQuery } from '@web/lib/api-client';
import { nextOffset } from '@web/lib/offset-pages';

export interface ArticlesQuery {
  category: ArticleCategory;
  q?: string;
  location?: string;
}

export const articlesKeys = {
  all: ['articles'] as const,
  list: (query: ArticlesQuery) => [...articlesKeys.all, 'list', query] as const,
  detail: (source: string, id: string) => [...articlesKeys.all, 'detail', source, id] as const,
};

export function getArticles(query: ArticlesQuery, offset: number, signal?: AbortSignal): Promise<ArticleList> {
  return apiGet<ArticleList>(withQuery('/articles', { ...query, limit: ARTICLE_PAGE_SIZE, offset }), { signal });
}

export function articlesQueryOptions(query: ArticlesQuery) {
  return infiniteQueryOptions({
    queryKey: articlesKeys.list(query),
    queryFn: ({ pageParam, signal }) => getArticles(query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(ARTICLE_PAGE_SIZE),
    // While a new search runs, the previous cards of the same category stay (dimmed) instead of a blank page.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.category === query.category ? keepPreviousData(previous) : undefined),
  });
}

export function useArticles(query: ArticlesQuery) {
  return useInfiniteQuery(articlesQueryOptions(query));
}
