// GET /api/articles?category=Get Involved[&state=GA]: the published get-involved posts, newest first, page
// by page; those whose location or address lies in the visitor's state when one is chosen.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ARTICLE_PAGE_SIZE } from '@shared/reference/articles';
import type { StateCode } from '@shared/reference/states';
import type { ArticleList } from '@shared/schemas/article';
import { offsetPageRequests } from '@web/lib/offset-page-query';

export const postsKeys = { list: (state: StateCode | null) => ['articles', 'list', { category: 'Get Involved', state: state ?? 'all' }] as const };

export function postsQueryOptions(state: StateCode | null) {
  return infiniteQueryOptions({
    queryKey: postsKeys.list(state),
    // Another state keeps the last list on screen until its own arrives.
    placeholderData: keepPreviousData,
    ...offsetPageRequests<ArticleList>('/articles', { category: 'Get Involved', state }, ARTICLE_PAGE_SIZE),
  });
}

export function usePosts(state: StateCode | null) {
  return useInfiniteQuery(postsQueryOptions(state));
}
