// Article page size, not-found texts and the blog sources, without zod (see ../schemas/article.ts).
import { ARTICLE_SOURCES, type ArticleSource } from './topics';

export const ARTICLE_PAGE_SIZE = 24;
export const ARTICLE_NOT_FOUND = 'Article Not Found';
export const ARTICLE_NOT_FOUND_DETAIL = 'The requested article could not be found.';

export const ARTICLE_SOURCE_NAMES = Object.keys(ARTICLE_SOURCES) as [ArticleSource, ...ArticleSource[]];

export function isArticleSource(value: string | undefined): value is ArticleSource {
  return value !== undefined && Object.hasOwn(ARTICLE_SOURCES, value);
}
