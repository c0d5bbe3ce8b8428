// Turns a blogs row into what the API answers: an excerpt and a read time are made from the body when
// the post has none, and the category decides the /blog/{source}/{id} source segment.
import type { Article, ArticleSummary } from '@shared/schemas/article';
import { ARTICLE_CATEGORIES, sourceOfCategory, type ArticleCategory } from '@shared/reference';
import { excerptOf, readTimeOf } from './article-text';
import type { BlogRow } from './articles.repo';
import { pick } from '@shared/pick';

function categoryOf(row: BlogRow): ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(row.category) ? (row.category as ArticleCategory) : 'News';
}

export function toArticleSummary(row: BlogRow): ArticleSummary {
  const category = categoryOf(row);
  return {
    ...pick(row, ['id', 'title', 'author', 'tags', 'location', 'organizationName']),
    excerpt: row.excerpt?.trim() || excerptOf(row.content),
    category,
    source: sourceOfCategory(category),
    imageUrl: row.imageUrl || null,
    readTime: row.readTime?.trim() || readTimeOf(row.content),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toArticle(row: BlogRow): Article {
  return {
    ...toArticleSummary(row),
    ...pick(row, ['content', 'contactPerson', 'email', 'phone', 'address', 'involvement']),
  };
}
