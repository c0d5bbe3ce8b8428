// Published articles as the API answers them: the list of a category (with its search, location and
// state filters) and one article, with the organization panel fields of Get Involved posts.
import { z } from 'zod';
import { boundedString } from './text';
import { organizationPanelFields } from './organization-panel';
import { ARTICLE_CATEGORIES, STATE_CODES } from '../reference';
import { ARTICLE_PAGE_SIZE, ARTICLE_SOURCE_NAMES } from '../reference/articles';

export * from '../reference/articles';

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  source: z.enum(ARTICLE_SOURCE_NAMES),
  imageUrl: z.string().nullable(),
  readTime: z.string(),
  tags: z.array(z.string()),
  location: z.string().nullable(),
  organizationName: z.string().nullable(),
  createdAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One article: the summary, its content and the whole organization panel (whose name the summary has too). */
export const articleSchema = articleSummarySchema.extend({ content: z.string(), ...organizationPanelFields });
export type Article = z.infer<typeof articleSchema>;

export const articleListQuerySchema = z.object({
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  q: boundedString(200, 'Please use a shorter search', { trim: false }).optional(),
  location: boundedString(100, undefined, { trim: false }).optional(),
  /** Posts whose location or address lies in this state (see place-state.ts). */
  state: z.enum(STATE_CODES, { error: 'Please give a two-letter state code' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ARTICLE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articleListSchema = z.object({ items: z.array(articleSummarySchema), hasMore: z.boolean() });
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleDetailQuerySchema = z.object({ source: boundedString(40, undefined, { trim: false }).optional() });
