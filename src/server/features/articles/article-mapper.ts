// Turns a blogs row into what the API answers: an excerpt and a read time are made from the body when
// the post has none, and the category decides the /blog/{source}/{id} source segment.
import type { Article, ArticleSummary } from '@shared/schemas/article';
import { ARTICLE_CATEGORIES, sourceOfCategory, type ArticleCategory } from '@shared/reference';
import type { BlogRow } from './articles.repo';

const EXCERPT_LENGTH = 180;
const WORDS_PER_MINUTE = 200;

/** The first paragraph, without formatting marks, cut at a word near EXCERPT_LENGTH characters. */
export function makeExcerpt(content: string): string {
  const firstParagraph = content.split(/\n\s*\n/).find((p) => p.trim()) ?? '';
  const plain = firstParagraph
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*]|>)\s+/gm, '')
    .replace(/\*\*(.+?)\*\*|\*(.+?)\*/g, (_m: string, bold?: string, italic?: string) => bold ?? italic ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= EXCERPT_LENGTH) return plain;
  const cut = plain.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function makeReadTime(content: string): string {
  const words = content.trim() ? content.trim().split(/\s+/).length : 0;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

function categoryOf(row: BlogRow): ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(row.category) ? (row.category as ArticleCategory) : 'News';
}

export function toArticleSummary(row: BlogRow): ArticleSummary {
  const category = categoryOf(row);
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt?.trim() || makeExcerpt(row.content),
    author: row.author,
    category,
    source: sourceOfCategory(category),
    imageUrl: row.imageUrl || null,
    readTime: row.readTime?.trim() || makeReadTime(row.content),
    tags: row.tags,
    location: row.location,
    organizationName: row.organizationName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toArticle(row: BlogRow): Article {
  return {
    ...toArticleSummary(row),
    content: row.content,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: row.address,
    involvement: row.involvement,
  };
}
