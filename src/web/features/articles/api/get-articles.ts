// GET /api/articles: a category's published articles with keyword search and location filter, page by page.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleCategory } from '@shared/reference';
import { ARTICLE_PAGE_SIZE } from '@shared/reference/articles';
import type { ArticleList } from '@shared/schemas/article';
import { offsetPageRequests } from '@web/lib/offset-page-query';

/** A type alias, not an interface: only an alias passes as the API query it is sent as. */
export type ArticlesQuery = {
  category: ArticleCategory;
  q?: string;
  location?: string;
};

export const articlesKeys = {
  all: ['articles'] as const,
  list: (query: ArticlesQuery) => [...articlesKeys.all, 'list', query] as const,
  detail: (source: string, id: string) => [...articlesKeys.all, 'detail', source, id] as const,
};

export function articlesQueryOptions(query: ArticlesQuery) {
  return infiniteQueryOptions({
    queryKey: articlesKeys.list(query),
    ...offsetPageRequests<ArticleList>('/articles', query, ARTICLE_PAGE_SIZE),
    // While a new search runs, the previous cards of the same category stay (dimmed) instead of a blank page.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2]?.category === query.category ? keepPreviousData(previous) : undefined),
  });
}

export function useArticles(query: ArticlesQuery) {
  return useInfiniteQuery(articlesQueryOptions(query));
}
