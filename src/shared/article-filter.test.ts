// The article search and location rules (the same rule runs in SQL: see articles.test.ts).
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_LOCATION_OPTIONS,
  filterArticles,
  locationSlug,
  locationTerm,
  matchesLocation,
  matchesSearch,
  searchTerm,
  type FilterableArticle,
} from './article-filter';

const article = (over: Partial<FilterableArticle> = {}): FilterableArticle => ({
  title: 'Harlem Renaissance Revisited',
  content: 'Poets, painters and musicians who shaped a century.',
  tags: ['Culture', 'Arts'],
  location: 'New York, NY',
  ...over,
});

describe('searchTerm and locationTerm', () => {
  it('trims and lower-cases the keyword; blank means no search', () => {
    expect(searchTerm('  Jazz AGE ')).toBe('jazz age');
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm(undefined)).toBe('');
  });

  it('turns hyphens into spaces and treats All Locations as no filter', () => {
    expect(locationTerm('new-york')).toBe('new york');
    expect(locationTerm('New York')).toBe('new york');
    expect(locationTerm('all')).toBe('');
    expect(locationTerm('All Locations')).toBe('');
    expect(locationTerm('')).toBe('');
    expect(locationTerm(null)).toBe('');
  });

  it('offers All Locations and the five states, with slugs as values', () => {
    expect(ARTICLE_LOCATION_OPTIONS.map((o) => o.label)).toEqual(['All Locations', 'New York', 'California', 'Georgia', 'Texas', 'Florida']);
    expect(ARTICLE_LOCATION_OPTIONS[1]).toEqual({ value: 'new-york', label: 'New York' });
    expect(locationSlug(' New  York ')).toBe('new-york');
  });
});

describe('matchesSearch', () => {
  it('matches the title, ignoring case', () => {
    expect(matchesSearch(article(), 'renaissance')).toBe(true);
    expect(matchesSearch(article(), 'HARLEM REN')).toBe(true);
  });

  it('matches the content', () => {
    expect(matchesSearch(article(), 'PAINTERS')).toBe(true);
  });

  it('matches any tag, ignoring case', () => {
    expect(matchesSearch(article(), 'arts')).toBe(true);
    expect(matchesSearch(article({ tags: ['Civil Rights'] }), 'civil')).toBe(true);
  });

  it('does not match text that is nowhere in the article', () => {
    expect(matchesSearch(article(), 'basketball')).toBe(false);
    // The location is not searched by the keyword box.
    expect(matchesSearch(article(), 'NY')).toBe(false);
  });

  it('matches everything when the keyword is blank', () => {
    expect(matchesSearch(article(), '  ')).toBe(true);
  });

  it('takes the keyword literally (no patterns)', () => {
    expect(matchesSearch(article({ title: '100% Black-owned' }), '100%')).toBe(true);
    expect(matchesSearch(article({ title: 'A_B' }), '_')).toBe(true);
    expect(matchesSearch(article({ title: 'Plain' }), '%')).toBe(false);
  });
});

describe('matchesLocation', () => {
  it('keeps articles whose location contains the chosen value', () => {
    expect(matchesLocation({ location: 'New York, NY' }, 'new-york')).toBe(true);
    expect(matchesLocation({ location: 'Brooklyn, New York' }, 'New York')).toBe(true);
    expect(matchesLocation({ location: 'Atlanta, Georgia' }, 'georgia')).toBe(true);
  });

  it('drops articles elsewhere', () => {
    expect(matchesLocation({ location: 'Houston, Texas' }, 'new-york')).toBe(false);
    expect(matchesLocation({ location: 'New Yorkshire' }, 'new-york')).toBe(true); // a substring rule, as specified
  });

  it('drops articles without a location once a location is chosen', () => {
    expect(matchesLocation({ location: null }, 'texas')).toBe(false);
    expect(matchesLocation({ location: null }, 'all')).toBe(true);
  });
});

describe('filterArticles', () => {
  it('applies both rules together and keeps the order', () => {
    const list = [
      article({ title: 'Jazz in Harlem', location: 'New York, NY' }),
      article({ title: 'Jazz in Atlanta', location: 'Atlanta, Georgia', tags: [] }),
      article({ title: 'Blues', content: 'Jazz roots', location: 'New York' }),
      article({ title: 'Jazz nowhere', location: null }),
    ];
    expect(filterArticles(list, { q: 'jazz', location: 'new-york' }).map((a) => a.title)).toEqual(['Jazz in Harlem', 'Blues']);
    expect(filterArticles(list, { q: 'jazz' })).toHaveLength(4);
    expect(filterArticles(list, { location: 'georgia' }).map((a) => a.title)).toEqual(['Jazz in Atlanta']);
  });
});
