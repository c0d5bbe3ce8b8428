import { describe, expect, it } from 'vitest';
import { MAX_LINKED_PAGES, nextPageHref, pagesAsked } from './linked-pages';

describe('linked pages', () => {
  it('reads the pages asked for, from 1 up to the cap; anything else is one page', () => {
    expect(pagesAsked(new URLSearchParams('page=3'))).toBe(3);
    expect(pagesAsked(new URLSearchParams(`page=${MAX_LINKED_PAGES + 5}`))).toBe(MAX_LINKED_PAGES);
    for (const search of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=two', 'page=1']) expect(pagesAsked(new URLSearchParams(search)), search).toBe(1);
  });

  it("links to the page's own address with the next page, empty parameters dropped", () => {
    expect(nextPageHref({ pathname: '/news', search: '' }, 1)).toBe('/news?page=2');
    expect(nextPageHref({ pathname: '/search-results', search: '?q=hair&type=&state=GA&page=2' }, 2)).toBe('/search-results?q=hair&state=GA&page=3');
    expect(nextPageHref({ pathname: '/news', search: '?q=a+b' }, MAX_LINKED_PAGES - 1)).toBe(`/news?q=a+b&page=${MAX_LINKED_PAGES}`);
    expect(nextPageHref({ pathname: '/news', search: '' }, MAX_LINKED_PAGES)).toBeUndefined();
  });
});
