// The article search and location rules, once: the category pages' keyword search
// (case-insensitive on title, content or any tag) and location filter (the chosen value with hyphens
// turned to spaces must be part of the article's location; no location means excluded). The server
// applies the same rule in SQL (articles.repo.ts); a test checks that both agree.
import { ARTICLE_LOCATIONS } from './reference';

export interface FilterableArticle {
  title: string;
  content: string;
  tags: readonly string[];
  location: string | null;
}

export interface ArticleFilter {
  q?: string | null;
  location?: string | null;
}

/** The location filter's value that means no filter. */
export const ALL_LOCATIONS = 'all';

/** The location filter's choices: the value goes in the URL, the label on the screen. */
export const ARTICLE_LOCATION_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_LOCATIONS, label: 'All Locations' },
  ...ARTICLE_LOCATIONS.map((name) => ({ value: locationSlug(name), label: name })),
];

/** 'New York' -> 'new-york'. */
export function locationSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The keyword to look for: trimmed and lower-cased; '' means no search. */
export function searchTerm(q: string | null | undefined): string {
  return (q ?? '').trim().toLowerCase();
}

/** The text a location must contain: hyphens turned to spaces, lower-cased; '' means all locations. */
export function locationTerm(location: string | null | undefined): string {
  const value = (location ?? '').trim();
  if (!value || value.toLowerCase() === ALL_LOCATIONS || value.toLowerCase() === 'all locations') return '';
  return value.replace(/-/g, ' ').toLowerCase();
}

export function matchesSearch(article: FilterableArticle, q: string | null | undefined): boolean {
  const term = searchTerm(q);
  if (!term) return true;
  return (
    article.title.toLowerCase().includes(term) || article.content.toLowerCase().includes(term) || article.tags.some((tag) => tag.toLowerCase().includes(term))
  );
}

export function matchesLocation(article: Pick<FilterableArticle, 'location'>, location: string | null | undefined): boolean {
  const term = locationTerm(location);
  if (!term) return true;
  return article.location != null && article.location.toLowerCase().includes(term);
}

export function matchesArticleFilter(article: FilterableArticle, filter: ArticleFilter): boolean {
  return matchesSearch(article, filter.q) && matchesLocation(article, filter.location);
}

export function filterArticles<T extends FilterableArticle>(articles: readonly T[], filter: ArticleFilter): T[] {
  return articles.filter((article) => matchesArticleFilter(article, filter));
}
