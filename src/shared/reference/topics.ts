// Event main topics and article categories.

export const EVENT_TOPICS = [
  'Community Service',
  'Social Justice',
  'Education',
  'Healthcare',
  'Economic Development',
  'Environmental',
  'Arts & Culture',
  'Youth Programs',
  'Senior Services',
  'Food Security',
] as const;

/** Categories an article is stored under. */
export const ARTICLE_CATEGORIES = ['News', 'Pop Culture', 'History', 'Get Involved'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The URL source segment of /blog/{source}/{id} for each category. */
export const ARTICLE_SOURCES = {
  news: 'News',
  popculture: 'Pop Culture',
  history: 'History',
  'get-involved': 'Get Involved',
} as const satisfies Record<string, ArticleCategory>;
export type ArticleSource = keyof typeof ARTICLE_SOURCES;

export function sourceOfCategory(category: ArticleCategory): ArticleSource {
  return (Object.keys(ARTICLE_SOURCES) as ArticleSource[]).find((s) => ARTICLE_SOURCES[s] === category) ?? 'news';
}

/** Categories staff pick for a blog post, with the category they store. */
export const ADMIN_BLOG_CATEGORIES = {
  'pop-culture': 'Pop Culture',
  news: 'News',
  history: 'History',
  'get-involved': 'Get Involved',
} as const satisfies Record<string, ArticleCategory>;

/** Location filter of the category pages. */
export const ARTICLE_LOCATIONS = ['New York', 'California', 'Georgia', 'Texas', 'Florida'] as const;

export const PRICE_LEVELS = [
  { level: 1, label: '$ Budget-friendly' },
  { level: 2, label: '$$ Moderate' },
  { level: 3, label: '$$$ Premium' },
  { level: 4, label: '$$$$ Luxury' },
] as const;

export const PROXIMITY_RADII = [5, 10, 25, 50] as const;
export const PAGE_SIZE = 20;
