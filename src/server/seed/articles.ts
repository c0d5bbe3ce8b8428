// Demo articles: the published posts of every category and two drafts, as rows of the blogs table.
import type { blogs } from '@server/db/schema';
import { HISTORY_ARTICLES } from './articles-history';
import { GET_INVOLVED_ARTICLES } from './articles-involved';
import { NEWS_ARTICLES } from './articles-news';
import { DRAFT_ARTICLES, POP_CULTURE_ARTICLES } from './articles-pop-culture';
import { articleImageUrl } from './images';
import { daysBefore } from './random';

export type BlogRow = typeof blogs.$inferInsert;

export interface SeedArticle {
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  location: string | null;
  daysAgo: number;
  paragraphs: string[];
  /** Get Involved posts: who to contact and how to help. */
  contact?: { organizationName: string; contactPerson: string; email: string; phone: string; address: string; involvement: string };
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function toRow(article: SeedArticle, category: string, index: number, status: 'published' | 'draft'): BlogRow {
  const content = article.paragraphs.join('\n\n');
  const createdAt = daysBefore(article.daysAgo);
  return {
    title: article.title,
    content,
    excerpt: article.excerpt,
    author: article.author,
    category,
    status,
    imageUrl: articleImageUrl(category, index),
    readTime: `${Math.max(2, Math.round(wordCount(content) / 200))} min read`,
    tags: article.tags,
    location: article.location,
    ...(article.contact ?? {}),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Every article row, oldest first so ids follow publication order. */
export function buildArticles(): BlogRow[] {
  const published: [string, SeedArticle[]][] = [
    ['News', NEWS_ARTICLES],
    ['Pop Culture', POP_CULTURE_ARTICLES],
    ['History', HISTORY_ARTICLES],
    ['Get Involved', GET_INVOLVED_ARTICLES],
  ];
  const rows = published.flatMap(([category, list]) => list.map((a, i) => toRow(a, category, i, 'published')));
  rows.push(...DRAFT_ARTICLES.map(({ category, article }, i) => toRow(article, category, i + 1, 'draft')));
  return rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}
