// GET /api/articles?category=Get Involved: the published get-involved posts, newest first, page by page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ARTICLE_PAGE_SIZE } from '@shared/reference/articles';
import type { ArticleList } from '@shared/schemas/article';
import { apiGet, withQuery } from '@web/lib/api-client';
import { nextOffset } from '@web/lib/offset-pages';

export const postsKeys = { all: ['articles', 'list', { category: 'Get Involved' }] as const };

export function getPosts(offset: number, signal?: AbortSignal): Promise<ArticleList> {
  return apiGet<ArticleList>(withQuery('/articles', { category: 'Get Involved', limit: ARTICLE_PAGE_SIZE, offset }), { signal });
}

export function postsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: postsKeys.all,
    queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset(ARTICLE_PAGE_SIZE),
  });
}

export function usePosts() {
  return useInfiniteQuery(postsQueryOptions());
}
