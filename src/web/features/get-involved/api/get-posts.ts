// GET /api/articles?category=Get Involved: the published get-involved posts, newest first, page by page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ARTICLE_PAGE_SIZE } from '@shared/reference/articles';
import type { ArticleList } from '@shared/schemas/article';
import { offsetPageRequests } from '@web/lib/offset-page-query';

export const postsKeys = { all: ['articles', 'list', { category: 'Get Involved' }] as const };

export function postsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: postsKeys.all,
    ...offsetPageRequests<ArticleList>('/articles', { category: 'Get Involved' }, ARTICLE_PAGE_SIZE),
  });
}

export function usePosts() {
  return useInfiniteQuery(postsQueryOptions());
}
