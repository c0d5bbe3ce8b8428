// What each category page says: its path, heading, subtitle and empty state.
import type { ArticleCategory } from '@shared/reference';
import { paths } from '@shared/paths';

export type PageCategory = Exclude<ArticleCategory, 'Get Involved'>;

export interface CategoryInfo {
  category: PageCategory;
  path: string;
  title: string;
  subtitle: string;
  emptyTitle: string;
}

export const CATEGORY_PAGES: readonly CategoryInfo[] = [
  {
    category: 'Pop Culture',
    path: paths.popCulture,
    title: 'Pop Culture',
    subtitle: 'Music, film, fashion and the moments everyone is talking about.',
    emptyTitle: 'No Pop Culture Articles Available',
  },
  {
    category: 'News',
    path: paths.news,
    title: 'News',
    subtitle: 'Stories, updates and headlines from the communities we serve.',
    emptyTitle: 'No Articles Available',
  },
  {
    category: 'History',
    path: paths.history,
    title: 'History',
    subtitle: 'The people, places and movements that shaped who we are.',
    emptyTitle: 'No History Articles Available',
  },
];

export function categoryInfo(category: PageCategory): CategoryInfo {
  return CATEGORY_PAGES.find((c) => c.category === category)!;
}
